import { blocksFromContent, createBlock, type Block, type BlockMetadata, type BlockType } from '@promptnest/core';
import { useCallback, useMemo, useState } from 'react';

/** The list with one item moved (dnd-kit's arrayMove, written here so the template screen loads no dnd-kit before its Block Editor tab). */
function moveItem<T>(items: T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return moved;
}

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface BlocksState {
  blocks: Block[];
  /** The block added last, so it can take focus once it appears. */
  addedId: string | null;
  add: (type: BlockType, index?: number) => Block;
  update: (id: string, changes: { content?: string; metadata?: BlockMetadata }) => void;
  remove: (id: string) => void;
  move: (from: number, to: number) => void;
}

/** The block editor's list. It starts with the template's current content as one text block. */
export function useBlocks(initialContent: string): BlocksState {
  const [blocks, setBlocks] = useState<Block[]>(() => blocksFromContent(initialContent, newId()));
  const [addedId, setAddedId] = useState<string | null>(null);

  const add = useCallback((type: BlockType, index?: number) => {
    const block = createBlock(type, newId());
    setBlocks((current) => {
      const at = index === undefined ? current.length : Math.max(0, Math.min(index, current.length));
      return [...current.slice(0, at), block, ...current.slice(at)];
    });
    setAddedId(block.id);
    return block;
  }, []);

  const update = useCallback((id: string, changes: { content?: string; metadata?: BlockMetadata }) => {
    setBlocks((current) =>
      current.map((block) =>
        block.id === id
          ? { ...block, ...(changes.content !== undefined && { content: changes.content }), ...(changes.metadata && { metadata: { ...block.metadata, ...changes.metadata } }) }
          : block,
      ),
    );
  }, []);

  const remove = useCallback((id: string) => setBlocks((current) => current.filter((block) => block.id !== id)), []);

  const move = useCallback((from: number, to: number) => setBlocks((current) => moveItem(current, from, to)), []);

  return useMemo(() => ({ blocks, addedId, add, update, remove, move }), [blocks, addedId, add, update, remove, move]);
}
