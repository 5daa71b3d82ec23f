import type { CreateApiKeyInput, CreatedApiKey } from '@promptnest/core';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyPanel } from './new-api-key-panel';

interface CreateApiKeyModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The key just made, shown this once; null while the form is shown. */
  created: CreatedApiKey | null;
  onCreate: (input: CreateApiKeyInput) => Promise<void>;
  isCreating: boolean;
}

/** Create key's dialog: the form, then the new key. */
export default function CreateApiKeyModal({ isOpen, onOpenChange, created, onCreate, isCreating }: CreateApiKeyModalProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        // A click beside the dialog must not throw away a key that is never shown again.
        onPointerDownOutside={(event) => created && event.preventDefault()}
      >
        {created ? <NewApiKeyPanel apiKey={created} /> : <CreateApiKeyForm onCreate={onCreate} isCreating={isCreating} />}
      </DialogContent>
    </Dialog>
  );
}
