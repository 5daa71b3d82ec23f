import type { PromptCard as PromptCardData } from '@promptnest/core';
import type { ReactNode } from 'react';
import { MasonryGrid } from '../../../components/masonry-grid';
import type { ViewMode } from '../hooks/use-view-mode';
import { PAGE_SIZE } from '../api/use-prompt-list';
import { PromptCard } from './prompt-card';

interface PromptGridProps {
  prompts: PromptCardData[];
  viewMode: ViewMode;
  /** Extra buttons for each card. */
  renderActions?: (prompt: PromptCardData) => ReactNode;
  label: string;
}

/** Prompt cards as a masonry grid or a single-column list. */
export function PromptGrid({ prompts, viewMode, renderActions, label }: PromptGridProps) {
  const items = prompts.map((prompt, position) => (
    <li key={prompt.id}>
      {/* Each page of results fades in from its own start, not after the pages before it. */}
      <PromptCard prompt={prompt} index={position % PAGE_SIZE} layout={viewMode} actions={renderActions?.(prompt)} />
    </li>
  ));

  return viewMode === 'grid' ? (
    <MasonryGrid aria-label={label}>{items}</MasonryGrid>
  ) : (
    <ul aria-label={label} className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-3">
      {items}
    </ul>
  );
}
