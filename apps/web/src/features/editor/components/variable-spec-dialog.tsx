import { specOf, type TemplateVariable, type VariableSpec } from '@promptnest/core';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { VariableSpecForm } from './variable-spec-form';

export interface VariableSpecDialogProps {
  /** The variable being set up, or null when the dialog is closed. */
  editing: TemplateVariable | null;
  typeNames: Record<VariableSpec['type'], string>;
  onSave: (spec: VariableSpec) => void;
  onClose: () => void;
}

/** A chip's small form (type, options, bounds, default, label, optional) in a dialog. */
export default function VariableSpecDialog({ editing, typeNames, onSave, onClose }: VariableSpecDialogProps) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm" aria-describedby={undefined}>
        {editing && <VariableSpecForm name={editing.name} initial={specOf(editing)} typeNames={typeNames} onSave={onSave} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
