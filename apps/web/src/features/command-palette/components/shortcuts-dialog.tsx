import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { listShortcuts } from '../shortcuts';
import { KeyCaps } from './key-caps';

interface ShortcutsDialogProps {
  onClose: () => void;
}

/** `?`: every keyboard shortcut of the app, grouped by where it works. */
export default function ShortcutsDialog({ onClose }: ShortcutsDialogProps) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Everything in PromptNest works from the keyboard.</DialogDescription>
        </DialogHeader>
        {listShortcuts().map((group) => (
          <section key={group.title} className="grid gap-2">
            <h3 className="text-sm font-semibold text-muted-foreground">{group.title}</h3>
            <dl className="grid gap-1.5">
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.does} className="flex items-center justify-between gap-4 text-sm">
                  <dt>{shortcut.does}</dt>
                  <dd className="shrink-0">
                    <KeyCaps keys={shortcut.keys} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
