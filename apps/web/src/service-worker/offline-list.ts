import type { Prompt, PromptCard, PromptListResponse } from '@promptnest/core';

/** What the library's list route was asked for (GET /api/v1/prompts). */
export interface ListRequest {
  view: string;
  tag: string | undefined;
  q: string | undefined;
}

const PREVIEW_LENGTH = 280;

export function readListRequest(url: URL): ListRequest {
  return { view: url.searchParams.get('view') ?? 'all', tag: url.searchParams.get('tag') ?? undefined, q: url.searchParams.get('q') ?? undefined };
}

/** A whole prompt as the card a list shows, so a prompt opened online is also found by its full content. */
function toCard({ content, ...rest }: Prompt): PromptCard & { content: string } {
  return { ...rest, content, contentPreview: content.slice(0, PREVIEW_LENGTH) };
}

/**
 * The library as last loaded, merged from every cached list page and every cached prompt: the newest copy of
 * each prompt wins (a prompt edited online is cached again with a later updatedAt).
 */
export function mergeLibrary(pages: PromptListResponse[], prompts: Prompt[]): Array<PromptCard & { content?: string }> {
  const byId = new Map<string, PromptCard & { content?: string }>();
  const keep = (card: PromptCard & { content?: string }) => {
    const known = byId.get(card.id);
    if (!known || known.updatedAt < card.updatedAt || (known.updatedAt === card.updatedAt && card.content !== undefined)) byId.set(card.id, card);
  };
  pages.flatMap((page) => page.items).forEach(keep);
  prompts.filter((prompt) => prompt.deletedAt === null).map(toCard).forEach(keep);
  return [...byId.values()];
}

/**
 * The list answer the server would give, worked out from the cached library: the same views and tag filter,
 * and a search that, like the server's (docs/decisions/0004-search-and-lists.md), needs every word in the
 * title, tags, description or content. Offline there is no ranking: newest edit first, all on one page.
 */
export function answerListOffline(library: Array<PromptCard & { content?: string }>, request: ListRequest): PromptListResponse {
  const words = (request.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const items = library
    .filter((card) => {
      if (request.view === 'favorites' && !card.isFavorite) return false;
      if (request.view === 'templates' && !card.isTemplate) return false;
      if (request.view === 'shared' && !card.isShared) return false;
      if (request.tag !== undefined && !card.tags.includes(request.tag)) return false;
      const text = [card.title, card.tags.join(' '), card.description, card.content ?? card.contentPreview].join('\n').toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => (a.updatedAt === b.updatedAt ? b.id.localeCompare(a.id) : b.updatedAt.localeCompare(a.updatedAt)))
    .map(({ content: _content, ...card }) => card);
  return { items, nextCursor: null, hiddenByPlan: 0 };
}
