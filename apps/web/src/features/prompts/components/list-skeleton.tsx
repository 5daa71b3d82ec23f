import { MasonryGrid } from '../../../components/masonry-grid';
import { cn } from '../../../lib/cn';

const heights = ['h-44', 'h-56', 'h-40', 'h-52', 'h-48', 'h-40', 'h-56', 'h-44'];

function Bone({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} />;
}

/** Placeholder cards in the shape of the grid (or rows of the list), so the page does not jump when the prompts arrive. */
export function PromptGridSkeleton({ viewMode = 'grid' }: { viewMode?: 'grid' | 'list' }) {
  const cards = heights.map((height, i) => (
    <li key={i} className={cn('flex flex-col gap-3 rounded-2xl border bg-card p-5', height)}>
      <Bone className="h-5 w-2/3" />
      <Bone className="h-3.5 w-full" />
      <Bone className="h-3.5 w-5/6" />
      <div className="mt-auto flex gap-1.5">
        <Bone className="h-5 w-14 rounded-full" />
        <Bone className="h-5 w-12 rounded-full" />
      </div>
    </li>
  ));
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      {viewMode === 'grid' ? (
        <MasonryGrid aria-hidden="true">{cards}</MasonryGrid>
      ) : (
        <ul aria-hidden="true" className="mx-auto w-full max-w-5xl divide-y rounded-2xl border bg-card">
          {heights.map((_, i) => (
            <li key={i} className="flex h-11 items-center gap-3 px-4">
              <Bone className="h-4 flex-1" />
              <Bone className="h-5 w-14 rounded-full" />
              <Bone className="h-3.5 w-20" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Placeholder rows for the trash list. */
export function TrashSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex flex-col gap-3 rounded-2xl border bg-card p-5 sm:flex-row sm:items-center">
            <div className="grid flex-1 gap-2.5">
              <Bone className="h-5 w-1/2" />
              <Bone className="h-3.5 w-4/5" />
              <Bone className="h-3 w-32" />
            </div>
            <div className="flex gap-2">
              <Bone className="h-8 w-24 rounded-lg" />
              <Bone className="h-8 w-32 rounded-lg" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
