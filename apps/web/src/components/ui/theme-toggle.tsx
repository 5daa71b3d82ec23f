import { cn } from '../../lib/cn';
import { setTheme, useTheme } from '../../lib/theme';
import { MoonIcon, SunIcon } from './app-icons';

interface ThemeToggleProps {
  className?: string;
}

/**
 * Dark theme on or off, for every screen's header. A toggle button (aria-pressed), so its name stays the
 * same while its state changes. No Radix tooltip: the landing page shows it too and stays light.
 */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const isDark = useTheme() === 'dark';
  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={isDark}
      title={isDark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      className={cn(
        'grid size-10 shrink-0 cursor-pointer place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
        className,
      )}
    >
      {/* Both icons, one shown by the theme's own CSS rule: right from the first paint of a prerendered page,
          before its script knows the theme (the landing page). */}
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
    </button>
  );
}
