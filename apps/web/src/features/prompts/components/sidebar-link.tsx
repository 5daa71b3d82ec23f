import type { ComponentType } from 'react';
import { Link, useMatch, useResolvedPath } from 'react-router';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';

interface SidebarLinkProps {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
  /** Collapsed: the icon alone, the label for screen readers and in a tooltip. */
  isCollapsed: boolean;
  /** Match the path exactly (All Prompts must not light up on /app/favorites). */
  end?: boolean;
  onNavigate?: () => void;
}

export function sidebarItemClassName(isActive: boolean, isCollapsed: boolean) {
  return cn(
    'flex h-9 min-w-0 pointer-coarse:h-10 max-sm:h-10 cursor-pointer items-center gap-3 rounded-lg text-sm font-medium whitespace-nowrap transition-colors',
    isCollapsed ? 'w-9 justify-center' : 'w-full px-3',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

/**
 * A navigation entry of the sidebar, marked as the current page when its route is shown. (Not a NavLink:
 * the tooltip's Slot would mangle NavLink's function className.)
 */
export function SidebarLink({ to, label, Icon, isCollapsed, end = false, onNavigate }: SidebarLinkProps) {
  const { pathname } = useResolvedPath(to);
  const isActive = useMatch({ path: pathname, end }) !== null;
  return (
    <Tooltip label={label} isEnabled={isCollapsed}>
      <Link
        to={to}
        onClick={onNavigate}
        aria-current={isActive ? 'page' : undefined}
        className={sidebarItemClassName(isActive, isCollapsed)}
      >
        <Icon className="size-[1.125rem]" />
        <span className={isCollapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{label}</span>
      </Link>
    </Tooltip>
  );
}
