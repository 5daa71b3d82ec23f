import type { PromptCard as PromptCardData } from '@promptnest/core';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePromptList, type PromptListFilter } from '../api/use-prompt-list';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import type { ViewMode } from '../hooks/use-view-mode';
import { HiddenByPlanNotice } from './hidden-by-plan-notice';
import { ListError } from './list-error';
import { PromptGridSkeleton } from './list-skeleton';
import { PromptGrid } from './prompt-grid';

interface PromptListViewProps {
  filter: PromptListFilter;
  viewMode: ViewMode;
  /** What an empty list says. */
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  renderActions?: (prompt: PromptCardData) => ReactNode;
}

/** One list page's body: loading, error, empty, or the cards, page after page. */
export function PromptListView({ filter, viewMode, empty, label, renderActions }: PromptListViewProps) {
  const list = usePromptList(filter);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !list.isPlaceholderData;
  const sentinelRef = useLoadMoreOnScroll<HTMLDivElement>(() => void fetchNextPage(), canLoadMore);

  if (list.isPending) return <PromptGridSkeleton viewMode={viewMode} />;
  if (list.isError && !list.data) {
    return <ListError onRetry={() => void list.refetch()} isRetrying={list.isRefetching} />;
  }

  const prompts = list.data.pages.flatMap((page) => page.items);
  const hiddenByPlan = list.data.pages[0]?.hiddenByPlan ?? 0;

  return (
    <div className="grid grid-cols-1 gap-6">
      {hiddenByPlan > 0 && <HiddenByPlanNotice count={hiddenByPlan} />}
      {prompts.length === 0 ? (
        empty
      ) : (
        <div aria-busy={list.isPlaceholderData} className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
          <PromptGrid prompts={prompts} viewMode={viewMode} renderActions={renderActions} label={label} />
        </div>
      )}
      {hasNextPage && (
        <div ref={sentinelRef} className="flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
