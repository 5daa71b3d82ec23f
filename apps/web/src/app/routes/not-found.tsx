import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any path that is no page of the spec, inside /app or outside. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found', 'This page does not exist. Head back to PromptNest, the library for your AI prompts and templates.');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p aria-hidden="true" className="bg-linear-to-br from-brand-text-from to-brand-text-to bg-clip-text text-7xl font-bold text-transparent">
        404
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
      <Link to="/" className={buttonClassName('primary', 'md')}>
        Return to Home
      </Link>
    </main>
  );
}
