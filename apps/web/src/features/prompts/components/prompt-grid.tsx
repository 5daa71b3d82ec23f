import type { PromptCard as PromptCardData } from '@promptnest/core';
import type { ReactNode } from 'react';
import { MasonryGrid } from '../../../components/masonry-grid';
import type { ViewMode } from '../hooks/use-view-mode';
import { PAGE_SIZE } from '../api/use-prompt-list';
import { PromptCard } from './prompt-card';
import { PromptRow } from './prompt-row';

interface PromptGridProps {
  prompts: PromptCardData[];
  viewMode: ViewMode;
  /** Extra buttons for each card. */
  renderActions?: (prompt: PromptCardData) => ReactNode;
  label: string;
}

/** Prompt cards as a masonry grid, or compact rows as a list. */
export function PromptGrid({ prompts, viewMode, renderActions, label }: PromptGridProps) {
  // Each page of results fades in from its own start, not after the pages before it.
  const Item = viewMode === 'grid' ? PromptCard : PromptRow;
  const items = prompts.map((prompt, position) => (
    <li key={prompt.id}>
      <Item prompt={prompt} index={position % PAGE_SIZE} actions={renderActions?.(prompt)} />
    </li>
  ));

  return viewMode === 'grid' ? (
    <MasonryGrid aria-label={label}>{items}</MasonryGrid>
  ) : (
    <ul aria-label={label} className="mx-auto w-full max-w-5xl divide-y overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm shadow-primary/5">
      {items}
    </ul>
  );
}
