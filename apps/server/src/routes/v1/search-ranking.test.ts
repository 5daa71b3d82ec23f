import type { PromptListResponse } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prompts, subscriptions } from '../../db/schema/index.js';
import type { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

let db: TestDatabase;
let t: TestApp;
let user: TestClient;
let userId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());
beforeEach(async () => {
  ({ client: user, id: userId } = await createUser(t));
  // A library past the ranking window needs a plan without limits.
  await db.handle.db.insert(subscriptions).values({ userId, tier: 'Max', source: 'admin', grantedByAdmin: true, currentPeriodEnd: new Date(Date.now() + 86_400_000) });
});

/** `count` prompts, the i-th edited i minutes ago; `titleOf(i)` names each. */
async function insertLibrary(count: number, titleOf: (i: number) => string, content = 'Notes from the weekly meeting.') {
  await db.handle.db.insert(prompts).values(
    Array.from({ length: count }, (_, i) => ({ userId, title: titleOf(i), content, tags: i % 2 ? ['odd'] : [], updatedAt: sql`now() - make_interval(mins => ${i})` })),
  );
}

async function searchAll(query: string, limit = 50): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: PromptListResponse } = await user.get<PromptListResponse>(`/api/v1/prompts?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...page.body.items.map((p) => p.title));
    cursor = page.body.nextCursor;
  } while (cursor);
  return seen;
}

describe('search finds by title first (decision 0020)', () => {
  it('puts old title matches above newer content-only matches of a common word, as it is typed', async () => {
    // 900 prompts mention the meeting; the only titles that hold it were edited long after 600 newer ones.
    await insertLibrary(900, (i) => (i === 650 ? 'Meeting agenda' : i === 880 ? 'Team meeting recap' : `Note ${i}`));
    for (const typed of ['mee', 'meet', 'meeting', 'MEETING']) {
      const first = (await user.get<PromptListResponse>(`/api/v1/prompts?q=${typed}&limit=24`)).body;
      expect(first.items.map((p) => p.title).slice(0, 3)).toEqual(['Meeting agenda', 'Team meeting recap', 'Note 0']);
    }
    // Every word must be in the title: "team recap" ranks its title match first; "meeting recap" too.
    expect((await user.get<PromptListResponse>('/api/v1/prompts?q=recap%20team')).body.items.map((p) => p.title)).toEqual(['Team meeting recap']);
    const two = (await user.get<PromptListResponse>('/api/v1/prompts?q=weekly%20agenda')).body.items.map((p) => p.title);
    expect(two).toEqual(['Meeting agenda']);
  });

  it('pages a common word without repeats or gaps, title matches then the rest in windows', async () => {
    await insertLibrary(700, (i) => (i % 100 === 99 ? `Meeting ${i}` : `Note ${i}`));
    const seen = await searchAll('q=meeting', 40);
    expect(seen).toHaveLength(700);
    expect(new Set(seen).size).toBe(700);
    expect(seen.slice(0, 7)).toEqual(['Meeting 99', 'Meeting 199', 'Meeting 299', 'Meeting 399', 'Meeting 499', 'Meeting 599', 'Meeting 699']);
    expect(seen.slice(7, 10)).toEqual(['Note 0', 'Note 1', 'Note 2']);
    // The first window of the rest is the 300 newest other matches; the next window follows.
    expect(seen[7 + 300]).toBe('Note 303');
  });

  it('keeps title matches first within a view and a tag, and pages more title matches than a page holds', async () => {
    await insertLibrary(120, (i) => (i >= 20 ? `Meeting ${i}` : `Note ${i}`));
    const odd = await searchAll('q=meet&tag=odd', 25);
    expect(odd).toHaveLength(60);
    expect(new Set(odd).size).toBe(60);
    expect(odd.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => `Meeting ${21 + 2 * i}`));
    expect(odd.slice(50)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${1 + 2 * i}`));
  });
});
