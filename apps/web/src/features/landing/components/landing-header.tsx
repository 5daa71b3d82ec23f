import { buttonClassName } from '../../../components/ui/button-styles';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { cn } from '../../../lib/cn';
import { headerSections } from '../header-sections';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { MenuDrawer } from './menu-drawer';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';

/**
 * Spec §2 "Landing page": a sticky header that slides away while the visitor reads down the page (past
 * 100 px) and returns as soon as they scroll up. It also returns whenever focus is inside it, so keyboard
 * users never tab into a hidden header. Under 768 px the links move into the menu drawer.
 */
export function LandingHeader() {
  const isHidden = useHideOnScroll(100);
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b bg-background/85 px-4 backdrop-blur-md transition-transform duration-300 ease-out sm:px-6',
        isHidden && '-translate-y-full focus-within:translate-y-0',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2">
        <PageLink to="/" className="flex items-center rounded-lg" aria-label="PromptNest home">
          <Logo />
        </PageLink>
        <nav aria-label="Sections" className="ml-8 hidden items-center gap-1 md:flex">
          {headerSections.map((section) => (
            <SectionLink key={section.id} to={section.id} className={buttonClassName('ghost', 'sm')}>
              {section.label}
            </SectionLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <PageLink to="/auth?tab=signin" className={cn(buttonClassName('ghost', 'sm'), 'max-md:hidden')}>
            Login
          </PageLink>
          <PageLink to="/auth?tab=signup" className={buttonClassName('primary', 'sm')}>
            Sign Up
          </PageLink>
          <MenuDrawer />
        </div>
      </div>
    </header>
  );
}
