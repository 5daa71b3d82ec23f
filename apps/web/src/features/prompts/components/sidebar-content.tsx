import { Link } from 'react-router';
import { OnDemandFeedbackDialog } from '../../../components/on-demand-feedback-dialog';
import { BracesIcon, LibraryIcon, MessageIcon, SettingsIcon, ShareIcon, StarIcon, TrashIcon } from '../../../components/ui/app-icons';
import { Logo, LogoMark } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { PlanBadge } from './plan-badge';
import { SidebarLink, sidebarItemClassName } from './sidebar-link';
import { SidebarTags } from './sidebar-tags';

const libraryLinks = [
  { to: '/app', label: 'All Prompts', Icon: LibraryIcon, end: true },
  { to: '/app/favorites', label: 'Favorites', Icon: StarIcon },
  { to: '/app/templates', label: 'Templates', Icon: BracesIcon },
  { to: '/app/shared', label: 'Shared', Icon: ShareIcon },
  { to: '/app/trash', label: 'Trash', Icon: TrashIcon },
];

interface SidebarContentProps {
  /** Icons only (the desktop sidebar at 3rem). */
  isCollapsed?: boolean;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** Spec §2 "App shell": what the sidebar holds, for the desktop column and the mobile drawer alike. */
export function SidebarContent({ isCollapsed = false, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className={cn('flex h-14 shrink-0 items-center md:h-16', isCollapsed ? 'justify-center' : 'px-4')}>
        <Link to="/app" onClick={onNavigate} className="flex items-center rounded-lg pointer-coarse:min-h-10 max-sm:min-h-10" aria-label="PromptNest, all prompts">
          {isCollapsed ? <LogoMark className="size-7" /> : <Logo />}
        </Link>
      </div>

      <div className={cn('flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto py-2', isCollapsed ? 'px-1.5' : 'px-3')}>
        <nav aria-label="Library">
          <ul className={cn('grid gap-0.5', isCollapsed && 'justify-items-center')}>
            {libraryLinks.map((link) => (
              <li key={link.to}>
                <SidebarLink {...link} isCollapsed={isCollapsed} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </nav>
        {!isCollapsed && <SidebarTags onNavigate={onNavigate} />}
      </div>

      <div className={cn('grid shrink-0 gap-0.5 border-t py-3', isCollapsed ? 'justify-items-center px-1.5' : 'px-3')}>
        <SidebarLink to="/app/account" label="Settings" Icon={SettingsIcon} isCollapsed={isCollapsed} onNavigate={onNavigate} />
        <OnDemandFeedbackDialog triggerClassName={sidebarItemClassName(false, isCollapsed)} tooltip={isCollapsed ? 'Feedback' : undefined}>
          <MessageIcon className="size-[1.125rem]" />
          <span className={isCollapsed ? 'sr-only' : 'flex-1 truncate text-left'}>Feedback</span>
        </OnDemandFeedbackDialog>
        <div className={cn(!isCollapsed && 'mt-2')}>
          <PlanBadge isCollapsed={isCollapsed} />
        </div>
      </div>
    </div>
  );
}
