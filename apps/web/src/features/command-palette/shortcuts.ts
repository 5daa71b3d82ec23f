/** Every keyboard shortcut of the app, for the `?` dialog (and the README's list). */
export interface Shortcut {
  keys: string[];
  does: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: Shortcut[];
}

/** Ctrl on Windows and Linux, ⌘ on a Mac: what the person's keyboard calls the command key. */
export function commandKeyName(): string {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘' : 'Ctrl';
}

export function listShortcuts(command = commandKeyName()): ShortcutGroup[] {
  return [
    {
      title: 'Anywhere in the app',
      shortcuts: [
        { keys: [command, 'K'], does: 'Open the command palette' },
        { keys: ['?'], does: 'Show keyboard shortcuts (outside text fields)' },
      ],
    },
    {
      title: 'Command palette',
      shortcuts: [
        { keys: ['↑', '↓'], does: 'Move through prompts and actions' },
        { keys: ['Enter'], does: 'Open the prompt, or run the action' },
        { keys: ['Tab'], does: 'Fill in the template' },
        { keys: [command, 'Enter'], does: 'Copy the filled-in text and close' },
        { keys: ['Esc'], does: 'Back to the results from a form; close the palette' },
      ],
    },
    {
      title: 'Prompt editor',
      shortcuts: [{ keys: [command, 'S'], does: 'Save changes' }],
    },
  ];
}
