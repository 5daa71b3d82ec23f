import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Shown when a page fails to render or its code fails to load (e.g. after an upgrade). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        An unexpected error occurred. Please try again.
      </p>
      <button type="button" className={buttonClassName('primary', 'md')} onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
