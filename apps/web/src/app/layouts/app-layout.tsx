import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';

const navItems = [
  { to: '/app', label: 'All Prompts', end: true },
  { to: '/app/favorites', label: 'Favorites' },
  { to: '/app/templates', label: 'Templates' },
  { to: '/app/shared', label: 'Shared' },
  { to: '/app/trash', label: 'Trash' },
  { to: '/app/account', label: 'Settings' },
] as const;

function navLinkClassName({ isActive }: { isActive: boolean }) {
  return cn(
    'flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

/** The signed-in app's frame: navigation (a sidebar on wide screens, a top bar on narrow ones) and the page. */
export function AppLayout() {
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 z-10 border-b bg-card/90 backdrop-blur md:h-dvh md:border-r md:border-b-0">
        <div className="flex h-14 items-center px-4 md:h-16">
          <Link to="/app" className="flex items-center rounded-lg" aria-label="PromptNest, all prompts">
            <Logo />
          </Link>
        </div>
        <nav aria-label="Main" className="overflow-x-auto px-3 pb-2 md:px-3 md:pb-0">
          <ul className="flex gap-1 md:flex-col">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={'end' in item} className={navLinkClassName}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10">
        <Outlet />
      </main>
    </div>
  );
}
