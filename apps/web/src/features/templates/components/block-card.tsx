import { blockTypes, type Block, type BlockMetadata } from '@promptnest/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useRef } from 'react';
import { Textarea } from '../../../components/textarea';
import { useGrowWithContent } from '../../../components/use-grow-with-content';
import { TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { GripIcon } from './grip-icon';

export function blockLabel(block: Block): string {
  return blockTypes.find((info) => info.type === block.type)?.label ?? block.type;
}

/** How a block is named to people: 'Text block 2'. */
export function blockName(block: Block, index: number): string {
  return `${blockLabel(block)} block ${index + 1}`;
}

const CONTENT_PLACEHOLDERS: Record<Block['type'], string> = {
  text: 'Write some text...',
  variable: '',
  instruction: 'Tell the AI what to do...',
  example: 'Show an example of the result...',
  condition: 'Describe when something applies...',
};

interface BlockCardProps {
  block: Block;
  index: number;
  onChange: (changes: { content?: string; metadata?: BlockMetadata }) => void;
  onRemove: () => void;
  /** Just added: its first field takes focus and scrolls into view, so the user sees where it went. */
  isJustAdded?: boolean;
}

/** One block in the Prompt Builder: a drag handle, its fields, and Remove. */
export function BlockCard({ block, index, onChange, onRemove, isJustAdded = false }: BlockCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    data: { from: 'builder' },
  });
  const name = blockName(block, index);
  const fieldId = useId();
  const firstFieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useGrowWithContent(firstFieldRef, block.content);

  useEffect(() => {
    if (!isJustAdded) return;
    firstFieldRef.current?.focus({ preventScroll: true });
    firstFieldRef.current?.scrollIntoView({ block: 'center' });
    // Only when the block first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="builder-block"
      data-block-type={block.type}
      className={cn('relative grid gap-3 rounded-xl border bg-card p-3 shadow-xs', isDragging && 'z-10 shadow-lg ring-2 ring-ring/40')}
    >
      <div className="flex items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
          className="grid size-9 shrink-0 cursor-grab pointer-coarse:size-10 max-sm:size-10 touch-none place-items-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripIcon />
        </button>
        <h3 className="flex-1 text-sm font-semibold">
          {blockLabel(block)} <span className="font-normal text-muted-foreground">#{index + 1}</span>
        </h3>
        <Button variant="ghost" size="icon" className="size-9 pointer-coarse:size-10 max-sm:size-10" aria-label={`Remove ${name}`} onClick={onRemove}>
          <TrashIcon />
        </Button>
      </div>
      {block.type === 'variable' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${fieldId}-name`}>Variable name</Label>
            <Input
              ref={firstFieldRef}
              id={`${fieldId}-name`}
              value={block.metadata?.variableName ?? ''}
              placeholder="variable"
              aria-describedby={`${fieldId}-token`}
              onChange={(event) => onChange({ metadata: { variableName: event.target.value } })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${fieldId}-placeholder`}>Placeholder</Label>
            <Input
              id={`${fieldId}-placeholder`}
              value={block.metadata?.placeholder ?? ''}
              placeholder="Enter a value..."
              onChange={(event) => onChange({ metadata: { placeholder: event.target.value } })}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={block.metadata?.required ?? true}
              onChange={(event) => onChange({ metadata: { required: event.target.checked } })}
            />
            Required
          </label>
          <p id={`${fieldId}-token`} className="text-xs text-muted-foreground sm:text-right">
            Renders as <code className="rounded bg-muted px-1">{`{{${(block.metadata?.variableName ?? '').trim() || 'variable'}}}`}</code>
          </p>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={`${fieldId}-content`} className="sr-only">
            {`${name} content`}
          </Label>
          {/* Grows with its text (no inner scrollbar) up to a cap, after which it scrolls. */}
          <Textarea
            ref={firstFieldRef}
            id={`${fieldId}-content`}
            rows={block.type === 'text' ? 4 : 3}
            className="max-h-96 min-h-20 resize-none [field-sizing:content]"
            value={block.content}
            placeholder={CONTENT_PLACEHOLDERS[block.type]}
            onChange={(event) => onChange({ content: event.target.value })}
          />
        </div>
      )}
    </li>
  );
}
