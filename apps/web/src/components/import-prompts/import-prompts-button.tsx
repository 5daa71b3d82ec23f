import { lazy, useState } from 'react';
import { OnDemand } from '../on-demand';
import { Button, type ButtonProps } from '../ui/button';
import { importTexts } from './import-texts';

// The dialog needs Radix's dialog, zod and the file readers: it loads when the button is about to be used
// (hover, focus or click), not with the library (docs/decisions/0021-offline-app.md, "Bundle size").
const loadImportDialog = () => import('./import-prompts-dialog');
const ImportPromptsDialog = lazy(() => loadImportDialog().then((module) => ({ default: module.ImportPromptsDialog })));

/**
 * The 'Import prompts' button. It stays the same element while the dialog loads and after, so the dialog gives
 * focus back to it when it closes.
 */
export function ImportPromptsButton({ size = 'md' }: { size?: ButtonProps['size'] }) {
  const [isOpen, setIsOpen] = useState(false);
  const preload = () => void loadImportDialog().catch(() => undefined);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setIsOpen(true)}
      >
        {importTexts.open}
      </Button>
      <OnDemand when={isOpen}>
        <ImportPromptsDialog isOpen={isOpen} onOpenChange={setIsOpen} />
      </OnDemand>
    </>
  );
}
