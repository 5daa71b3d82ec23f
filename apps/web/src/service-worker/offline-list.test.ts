import type { Prompt, PromptCard, PromptListResponse } from '@promptnest/core';
import { describe, expect, it } from 'vitest';
import { answerListOffline, mergeLibrary, readListRequest } from './offline-list';

function card(overrides: Partial<PromptCard>): PromptCard {
  return {
    id: crypto.randomUUID(),
    title: 'Untitled',
    description: '',
    contentPreview: '',
    tags: [],
    isTemplate: false,
    isFavorite: false,
    isShared: false,
    shareId: null,
    isPreMade: false,
    author: 'You',
    creditName: null,
    creditUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

const page = (...items: PromptCard[]): PromptListResponse => ({ items, nextCursor: null, hiddenByPlan: 0 });
const whole = ({ contentPreview, ...rest }: PromptCard, content: string): Prompt => ({ ...rest, content: content || contentPreview });
const ask = (query: string) => readListRequest(new URL(`https://promptnest.test/api/v1/prompts?${query}`));
const titles = (list: PromptListResponse) => list.items.map((item) => item.title);

describe('the offline library', () => {
  const haiku = card({ title: 'Tide pool haiku', tags: ['poetry'], description: 'A short poem', contentPreview: 'Write a haiku', updatedAt: '2026-11-03T10:00:00.000Z' });
  const update = card({ title: 'Weekly update', tags: ['work'], isTemplate: true, isFavorite: true, contentPreview: 'Summarise {{notes}}', updatedAt: '2026-11-02T10:00:00.000Z' });
  const shared = card({ title: 'Cover letter', isShared: true, shareId: 'abcdefghijkl', contentPreview: 'Dear hiring manager' });

  it('lists every prompt once, newest edit first, on one page', () => {
    const library = mergeLibrary([page(haiku, update), page(update, shared)], []);
    expect(answerListOffline(library, ask('view=all'))).toEqual({ items: [haiku, update, shared], nextCursor: null, hiddenByPlan: 0 });
  });

  it('keeps the views and the tag filter of the server', () => {
    const library = mergeLibrary([page(haiku, update, shared)], []);
    expect(titles(answerListOffline(library, ask('view=favorites')))).toEqual(['Weekly update']);
    expect(titles(answerListOffline(library, ask('view=templates')))).toEqual(['Weekly update']);
    expect(titles(answerListOffline(library, ask('view=shared')))).toEqual(['Cover letter']);
    expect(titles(answerListOffline(library, ask('tag=poetry')))).toEqual(['Tide pool haiku']);
    expect(titles(answerListOffline(library, ask('tag=Poetry')))).toEqual([]);
  });

  it('finds every word in the title, tags, description or content, in any case, also inside a longer word', () => {
    const library = mergeLibrary([page(haiku, update, shared)], []);
    expect(titles(answerListOffline(library, ask('q=HAIKU')))).toEqual(['Tide pool haiku']);
    expect(titles(answerListOffline(library, ask('q=work')))).toEqual(['Weekly update']);
    expect(titles(answerListOffline(library, ask('q=short+poem')))).toEqual(['Tide pool haiku']);
    expect(titles(answerListOffline(library, ask('q=summar')))).toEqual(['Weekly update']);
    expect(titles(answerListOffline(library, ask('q=poem+work')))).toEqual([]);
  });

  it('searches the whole content of a prompt that was opened, not just its preview', () => {
    const library = mergeLibrary([page(shared)], [whole(shared, `Dear hiring manager,${' filler'.repeat(60)} lighthouse keeper`)]);
    expect(titles(answerListOffline(library, ask('q=lighthouse')))).toEqual(['Cover letter']);
    expect(answerListOffline(library, ask('q=lighthouse')).items[0]).not.toHaveProperty('content');
  });

  it('takes the newest copy of a prompt, and leaves out one opened from the trash', () => {
    const renamed = { ...update, title: 'Weekly update for the team', updatedAt: '2026-11-05T10:00:00.000Z' };
    const trashed = whole({ ...haiku, deletedAt: '2026-11-06T10:00:00.000Z' }, 'Write a haiku');
    expect(titles(answerListOffline(mergeLibrary([page(update)], [whole(renamed, 'Summarise {{notes}}')]), ask('')))).toEqual(['Weekly update for the team']);
    expect(titles(answerListOffline(mergeLibrary([], [trashed]), ask('')))).toEqual([]);
  });
});
