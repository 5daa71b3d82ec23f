import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Pip } from '../../components/pip';
import { buttonClassName } from '../../components/ui/button-styles';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Spec §2: the unknown path is logged, and the page says so in the tab too. */
function useNotFoundLog() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found', 'This page does not exist. Head back to PromptNest, the library for your AI prompts and templates.');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
}

/** The spec's 404 words and its link home; `home` is where home is for the reader. */
function NotFoundMessage({ home, children }: { home: string; children?: ReactNode }) {
  return (
    <>
      <p aria-hidden="true" className="bg-linear-to-br from-brand-text-from to-brand-text-to bg-clip-text text-7xl font-bold text-transparent">
        404
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
      {children}
      <Link to={home} className={buttonClassName('primary', 'md')}>
        Return to Home
      </Link>
    </>
  );
}

/** Any path that is no page of the spec, outside /app (or inside it, for a visitor who is not signed in). */
export function NotFoundPage() {
  useNotFoundLog();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <NotFoundMessage home="/" />
    </main>
  );
}

/** An unknown path inside /app: the same page within the app's frame, and home is the library. */
export function AppNotFoundPage() {
  useNotFoundLog();
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center sm:py-16">
      <Pip label="Pip, peering into an empty nest" className="w-32 sm:w-40" />
      <NotFoundMessage home="/app">
        <p className="-mt-1 mb-2 max-w-sm text-sm text-pretty text-muted-foreground">
          Pip searched the whole nest, but this page is not in it. Your prompts are all safe in your library.
        </p>
      </NotFoundMessage>
    </div>
  );
}
