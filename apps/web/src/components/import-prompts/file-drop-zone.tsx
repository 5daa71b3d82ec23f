import { useId, useState, type DragEvent } from 'react';
import { DownloadIcon } from '../ui/app-icons';
import { cn } from '../../lib/cn';
import { importTexts } from './import-texts';

const ACCEPT = '.json,.csv,.md,.markdown,.zip,application/json,text/csv,text/markdown,application/zip';

/** A file chooser that also takes a dropped file. The input stays in the page (visually hidden) for keyboards and tests. */
export function FileDropZone({ onFile, describedBy }: { onFile: (file: File) => void; describedBy?: string }) {
  const inputId = useId();
  const [isOver, setIsOver] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={drop}
      className={cn('grid place-items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors', isOver ? 'border-primary bg-primary/5' : 'border-border')}
    >
      <DownloadIcon className="size-6 rotate-180 text-muted-foreground" aria-hidden="true" />
      <label htmlFor={inputId} className="cursor-pointer rounded-lg font-medium text-primary underline-offset-4 hover:underline focus-within:underline">
        {importTexts.choose}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        aria-label={importTexts.fileLabel}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p className="text-sm text-muted-foreground">{importTexts.drop}</p>
    </div>
  );
}
