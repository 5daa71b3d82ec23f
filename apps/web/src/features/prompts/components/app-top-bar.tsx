import { Link, useLocation } from 'react-router';
import { MenuIcon, PanelLeftIcon, PlusIcon, SettingsIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { LogoMark } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { SearchBox } from './search-box';

interface AppTopBarProps {
  isSidebarExpanded: boolean;
  onToggleSidebar: () => void;
  onOpenMenu: () => void;
}

const iconButton =
  'grid size-10 shrink-0 cursor-pointer place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

/** Spec §2: on /app, New Prompt and the search box; on the other app pages, only a settings icon. Both have the theme toggle. */
export function AppTopBar({ isSidebarExpanded, onToggleSidebar, onOpenMenu }: AppTopBarProps) {
  const { pathname } = useLocation();
  const isLibrary = pathname === '/app' || pathname === '/app/';
  const toggleLabel = isSidebarExpanded ? 'Collapse sidebar' : 'Expand sidebar';

  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-4 md:h-16 md:px-6">
      <button type="button" onClick={onOpenMenu} aria-label="Open menu" className={`${iconButton} md:hidden`}>
        <MenuIcon className="size-5" />
      </button>
      <Tooltip label={toggleLabel} side="bottom">
        <button
          type="button"
          onClick={onToggleSidebar}
          aria-label={toggleLabel}
          aria-expanded={isSidebarExpanded}
          className={`${iconButton} -ml-2 hidden md:grid`}
        >
          <PanelLeftIcon className="size-5" />
        </button>
      </Tooltip>
      <Link
        to="/app"
        aria-label="PromptNest, all prompts"
        // On the library the search needs the room on a phone; the menu holds the logo too.
        className={cn('shrink-0 rounded-lg md:hidden', isLibrary && 'max-sm:hidden')}
      >
        <LogoMark />
      </Link>

      {isLibrary ? (
        <>
          <SearchBox className="max-w-xl min-w-0 flex-1" />
          <ThemeToggle className="ml-auto" />
          <Link to="/app/prompt/new" className={`${buttonClassName('primary', 'md')} max-sm:w-10 max-sm:px-0`}>
            <PlusIcon />
            <span className="max-sm:sr-only">New Prompt</span>
          </Link>
        </>
      ) : (
        <>
          <ThemeToggle className="ml-auto" />
          <Link to="/app/account" aria-label="Settings" className={iconButton}>
            <SettingsIcon className="size-5" />
          </Link>
        </>
      )}
    </header>
  );
}
