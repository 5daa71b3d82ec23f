import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface AccessListProps<Item> {
  query: UseQueryResult<Item[]>;
  /** The list's accessible name. */
  label: string;
  empty: string;
  loadFailed: string;
  children: (item: Item) => ReactNode;
}

/**
 * The account page's lists of ways in (API keys, connected apps), or what stands in for them while they
 * load, fail to load, or do not exist yet. Each item renders as an AccessRow.
 */
export function AccessList<Item>({ query, label, empty, loadFailed, children }: AccessListProps<Item>) {
  if (query.isPending) return <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-muted" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 px-4 py-3 text-sm">
        <span className="text-destructive-text">{loadFailed}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <ul aria-label={label} className="divide-y rounded-xl border">
      {query.data.map(children)}
    </ul>
  );
}
