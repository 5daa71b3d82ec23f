import type { ComponentType } from 'react';
import { KeyboardIcon, LibraryIcon, MoonIcon, PlusIcon, StarIcon, TrashIcon, BracesIcon, UserIcon } from '../../components/ui/app-icons';
import { currentTheme, setTheme } from '../../lib/theme';

export interface PaletteAction {
  id: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  /** Where it goes, or what it does. */
  to?: string;
  run?: () => void;
}

/** The palette's actions besides the library's prompts; `showShortcuts` opens the `?` dialog. */
export function listActions(showShortcuts: () => void): PaletteAction[] {
  const theme = currentTheme();
  return [
    { id: 'new-prompt', label: 'New Prompt', icon: PlusIcon, to: '/app/prompt/new' },
    { id: 'all-prompts', label: 'All Prompts', icon: LibraryIcon, to: '/app' },
    { id: 'favorites', label: 'Favorites', icon: StarIcon, to: '/app/favorites' },
    { id: 'templates', label: 'Templates', icon: BracesIcon, to: '/app/templates' },
    { id: 'trash', label: 'Trash', icon: TrashIcon, to: '/app/trash' },
    { id: 'account', label: 'Account', icon: UserIcon, to: '/app/account' },
    { id: 'theme', label: theme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme', icon: MoonIcon, run: () => setTheme(theme === 'dark' ? 'light' : 'dark') },
    { id: 'shortcuts', label: 'Keyboard shortcuts', icon: KeyboardIcon, run: showShortcuts },
  ];
}

/** Actions whose name holds every typed word; all of them before anything is typed. */
export function matchActions(actions: PaletteAction[], text: string): PaletteAction[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return actions.filter((action) => words.every((word) => action.label.toLowerCase().includes(word)));
}
