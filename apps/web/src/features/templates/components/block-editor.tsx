import { blockTypes, composeBlocks, type BlockType } from '@promptnest/core';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { openLimitDialogFor } from '../../../lib/app-events';
import { cn } from '../../../lib/cn';
import { useSaveTemplateContent } from '../api/use-save-template-content';
import { templateTexts } from '../texts';
import { BlockCard, blockName } from './block-card';
import { BlockPalette, PALETTE_PREFIX } from './block-palette';
import { BlockPreview } from './block-preview';
import { GripIcon } from './grip-icon';
import type { BlocksState } from './use-blocks';

const BUILDER_ID = 'prompt-builder';

function paletteType(active: Active): BlockType | undefined {
  const id = String(active.id);
  return id.startsWith(PALETTE_PREFIX) ? (id.slice(PALETTE_PREFIX.length) as BlockType) : undefined;
}

function typeLabel(type: BlockType): string {
  return blockTypes.find((info) => info.type === type)?.label ?? type;
}

/**
 * With a pointer, the block under the pointer wins over the builder around it, and a drop outside the
 * builder adds nothing. With the keyboard there is no pointer: the nearest target wins.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const hits = pointerWithin(args);
  const blockHits = hits.filter((hit) => hit.id !== BUILDER_ID);
  if (blockHits.length > 0) return blockHits;
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** True when the dragged item's centre is below the centre of what it is over: it goes after it. */
function isBelow(active: Active, over: Over): boolean {
  const rect = active.rect.current.translated;
  if (!rect) return false;
  return rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2;
}

type EditorTab = 'editor' | 'preview';

interface BlockEditorProps {
  promptId: string;
  /** The template's text as saved, which Undo after an Export puts back. */
  savedContent: string;
  blocks: BlocksState;
  onExported: () => void;
}

/** The visual block editor: a palette, the Prompt Builder list, a preview, and Export (spec §2). */
export function BlockEditor({ promptId, savedContent, blocks: state, onExported }: BlockEditorProps) {
  const { blocks } = state;
  const [tab, setTab] = useState<EditorTab>('editor');
  const [showPreview, setShowPreview] = useState(true);
  const [activeId, setActiveId] = useState<string | null>(null);
  const save = useSaveTemplateContent(promptId);
  const composed = composeBlocks(blocks);
  const previewId = useId();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const indexOf = (id: string | number) => blocks.findIndex((block) => block.id === id);
  const nameOf = (id: string | number): string => {
    const type = String(id).startsWith(PALETTE_PREFIX) ? (String(id).slice(PALETTE_PREFIX.length) as BlockType) : undefined;
    if (type) return `new ${typeLabel(type)} block`;
    const index = indexOf(id);
    const block = blocks[index];
    return block ? blockName(block, index) : 'block';
  };
  const positionOf = (over: Over): string =>
    over.id === BUILDER_ID ? `the ${templateTexts.builder}` : `position ${indexOf(over.id) + 1} of ${blocks.length} in the ${templateTexts.builder}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${positionOf(over)}.` : `${nameOf(active.id)} is no longer over the ${templateTexts.builder}.`,
    onDragEnd: ({ active, over }) => {
      if (!over) return `${nameOf(active.id)} was dropped outside the ${templateTexts.builder}. Nothing changed.`;
      if (paletteType(active)) return `Added ${nameOf(active.id)} to ${positionOf(over)}.`;
      return `${nameOf(active.id)} was moved to ${positionOf(over)}.`;
    },
    onDragCancel: ({ active }) => `Dragging was cancelled. ${nameOf(active.id)} was dropped where it was.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    if (!over) return;
    const type = paletteType(active);
    if (type) {
      const overIndex = indexOf(over.id);
      const at = overIndex === -1 ? blocks.length : overIndex + (isBelow(active, over) ? 1 : 0);
      state.add(type, at);
      return;
    }
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from !== -1 && to !== -1 && from !== to) state.move(from, to);
  }

  // Awaited rather than mutate()'s callbacks: Export switches to the Form tab, which unmounts this editor,
  // and TanStack Query drops the callbacks of an unmounted caller; Undo runs later still, from the toast.
  async function saveContent(content: string, previous: string | null) {
    try {
      await save.mutateAsync(content);
    } catch (error) {
      if (!openLimitDialogFor(error)) toast.error(templateTexts.updateFailed);
      return;
    }
    // Export overwrites the template: Undo puts its previous text back.
    const undo = previous === null ? undefined : { label: 'Undo', onClick: () => void saveContent(previous, null) };
    toast.success(templateTexts.updated, { action: undo });
    onExported();
  }

  const handleExport = () => void saveContent(composed, savedContent);

  const activeType = activeId?.startsWith(PALETTE_PREFIX) ? (activeId.slice(PALETTE_PREFIX.length) as BlockType) : undefined;

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as EditorTab)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList className="sm:max-w-xs">
          <TabsTrigger value="editor" className="px-4">
            {templateTexts.editorTab}
          </TabsTrigger>
          <TabsTrigger value="preview" className="px-4">
            {templateTexts.previewTab}
          </TabsTrigger>
        </TabsList>
        <div className="flex flex-wrap gap-2">
          {tab === 'editor' && (
            <Button variant="outline" className="hidden lg:inline-flex" aria-expanded={showPreview} aria-controls={previewId} onClick={() => setShowPreview((shown) => !shown)}>
              {showPreview ? templateTexts.hidePreview : templateTexts.showPreview}
            </Button>
          )}
          <Button onClick={handleExport} isLoading={save.isPending} disabled={composed.trim() === ''}>
            {templateTexts.export}
          </Button>
        </div>
      </div>
      <TabsContent value="editor">
        <div className={cn('grid gap-6', showPreview ? 'lg:grid-cols-[13rem_1fr_1fr] xl:grid-cols-[15rem_1fr_1fr]' : 'lg:grid-cols-[15rem_1fr]')}>
          <DndContext
            sensors={sensors}
            collisionDetection={collisionDetection}
            accessibility={{ announcements }}
            onDragStart={({ active }) => setActiveId(String(active.id))}
            onDragCancel={() => setActiveId(null)}
            onDragEnd={handleDragEnd}
          >
            <BlockPalette onAdd={(type) => state.add(type)} />
            <PromptBuilder state={state} isDraggingBlock={activeId !== null && !activeType} />
            <DragOverlay dropAnimation={null}>
              {activeType ? (
                <div className="flex items-center gap-2 rounded-xl border bg-card p-3 text-sm font-medium shadow-lg">
                  <GripIcon />
                  {typeLabel(activeType)}
                </div>
              ) : null}
            </DragOverlay>
          </DndContext>
          {/* Beside the builder only where there is room; narrower screens have the Preview tab for it. */}
          <div id={previewId} hidden={!showPreview} className="hidden lg:block">
            {showPreview && <BlockPreview text={composed} />}
          </div>
        </div>
      </TabsContent>
      <TabsContent value="preview">
        <BlockPreview text={composed} />
      </TabsContent>
    </Tabs>
  );
}

function PromptBuilder({ state, isDraggingBlock }: { state: BlocksState; isDraggingBlock: boolean }) {
  const headingId = useId();
  // While a builder block is dragged, only other blocks are targets, never the list around them.
  const { setNodeRef, isOver } = useDroppable({ id: BUILDER_ID, disabled: isDraggingBlock });
  const { blocks } = state;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {templateTexts.builder}
      </h2>
      <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-labelledby={headingId}
          data-testid="prompt-builder"
          className={cn(
            'grid min-h-40 content-start gap-3 rounded-2xl border-2 border-dashed p-3 transition-colors',
            isOver ? 'border-primary bg-accent/40' : 'border-border',
          )}
        >
          {blocks.map((block, index) => (
            <BlockCard
              key={block.id}
              block={block}
              index={index}
              onChange={(changes) => state.update(block.id, changes)}
              onRemove={() => state.remove(block.id)}
              isJustAdded={block.id === state.addedId}
            />
          ))}
          {blocks.length === 0 && <li className="grid place-items-center p-6 text-center text-sm text-muted-foreground">{templateTexts.builderEmpty}</li>}
        </ul>
      </SortableContext>
    </section>
  );
}
