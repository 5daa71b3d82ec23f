import { blockTypes, type BlockType, type BlockTypeInfo } from '@promptnest/core';
import { useDraggable } from '@dnd-kit/core';
import { useId } from 'react';
import { PlusIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { templateTexts } from '../texts';
import { GripIcon } from './grip-icon';

export const PALETTE_PREFIX = 'palette:';

export function paletteId(type: BlockType): string {
  return `${PALETTE_PREFIX}${type}`;
}

interface BlockPaletteProps {
  onAdd: (type: BlockType) => void;
}

/** The five block types: drag one by its handle into the Prompt Builder, or press its Add button. */
export function BlockPalette({ onAdd }: BlockPaletteProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {templateTexts.palette}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1" data-testid="block-palette">
        {blockTypes.map((info) => (
          <PaletteItem key={info.type} info={info} onAdd={() => onAdd(info.type)} />
        ))}
      </ul>
    </section>
  );
}

function PaletteItem({ info, onAdd }: { info: BlockTypeInfo; onAdd: () => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteId(info.type), data: { from: 'palette', type: info.type } });
  return (
    <li className={cn('flex items-center gap-2 rounded-xl border bg-card p-2 shadow-xs', isDragging && 'opacity-50')}>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${info.label} block`}
        className="grid size-9 shrink-0 cursor-grab pointer-coarse:size-10 max-sm:size-10 touch-none place-items-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripIcon />
      </button>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{info.label}</p>
        <p className="text-xs text-muted-foreground">{info.description}</p>
      </div>
      <Button variant="ghost" size="icon" className="size-9 pointer-coarse:size-10 max-sm:size-10" aria-label={`Add ${info.label} block`} onClick={onAdd}>
        <PlusIcon />
      </Button>
    </li>
  );
}
