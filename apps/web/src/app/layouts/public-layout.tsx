import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { useSession } from '../../lib/session';

/**
 * Frame for the small public pages (shared prompt, confirm deletion): a header with the logo and Go to App, and
 * a centred column. A route's child page, or `children` for a page that wraps the frame in a guard of its own.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  // The spec's words for everyone; a signed-out visitor goes straight to sign-in instead of bouncing off /app.
  const isSignedIn = Boolean(useSession().data?.user);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-3 px-4">
          <Link to="/" className="flex items-center rounded-lg" aria-label="PromptNest home">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Link to={isSignedIn ? '/app' : '/auth'} className={buttonClassName('outline', 'sm')}>
              Go to App
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col px-4 py-10">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
