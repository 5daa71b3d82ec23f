import CommandPalette from './command-palette';
import ShortcutsDialog from './shortcuts-dialog';

export type OpenDialog = 'palette' | 'shortcuts' | null;

interface PaletteDialogsProps {
  open: OpenDialog;
  onOpen: (open: OpenDialog) => void;
}

/** The lazy half of the command palette host: one chunk for both dialogs. */
export default function PaletteDialogs({ open, onOpen }: PaletteDialogsProps) {
  const close = () => onOpen(null);
  if (open === 'palette') return <CommandPalette onClose={close} onShowShortcuts={() => onOpen('shortcuts')} />;
  if (open === 'shortcuts') return <ShortcutsDialog onClose={close} />;
  return null;
}
