import { importFileMessages, type ImportPreview } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prompts } from '../src/db/schema/index.js';
import type { TestClient, TestResponse } from './client.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';
import { giveSubscription } from './subscription-factory.js';
import { lyingEntry, nestedZips, overlappingBomb, writeZip, deflatedMarkdown, zipBody } from './zip-bombs.js';

/**
 * The import's resource ceilings (docs/decisions/0017-import-and-export.md): whatever the file, an import
 * answers within a bounded time and memory, and /healthz keeps answering meanwhile. Ceilings are generous
 * (a noisy, shared machine); the unguarded import took 24 s and 1.5 GB on the first bomb below.
 */
const MB = 1024 * 1024;
const ANSWER_CEILING_MS = 5_000;
const HEALTH_CEILING_MS = 3_000;
const BOMB_MEMORY_CEILING = 150 * MB;

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
  await giveSubscription(t, userId, { tier: 'Max' });
});

const count = () => db.handle.db.$count(prompts, eq(prompts.userId, userId));

/**
 * Runs an import while /healthz is asked over and over, and reports the longest stretch without a health
 * answer (a frozen event loop shows here, however the freeze falls between the asks), how long the import
 * took, and how far the process's memory rose above where it stood before: by the process's high-water mark
 * when this import raised it (which can only overstate the import's own use), else by the highest resident
 * size seen between the health asks (an earlier test's higher peak would otherwise be charged to this one).
 */
async function measure(path: '/api/v1/import/preview' | '/api/v1/import', body: unknown) {
  const before = process.memoryUsage().rss;
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let highestSeen = before;
  const started = performance.now();
  let done = false;
  const pending = user.post<ImportPreview & { message?: string; error?: string }>(path, body).finally(() => (done = true));
  let lastAnswer = started;
  let longestSilence = 0;
  while (!done) {
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
    longestSilence = Math.max(longestSilence, performance.now() - lastAnswer);
    lastAnswer = performance.now();
    highestSeen = Math.max(highestSeen, process.memoryUsage().rss);
    await sleep(5);
  }
  longestSilence = Math.max(longestSilence, performance.now() - lastAnswer);
  const res: TestResponse<ImportPreview & { message?: string; error?: string }> = await pending;
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  const peak = peakAfter > peakBefore ? peakAfter : Math.max(highestSeen, process.memoryUsage().rss);
  return { res, ms: performance.now() - started, longestSilence, peakGrowth: peak - before };
}

function expectWithinCeilings(run: Awaited<ReturnType<typeof measure>>, memory = BOMB_MEMORY_CEILING) {
  expect(run.ms, 'answer time (ms)').toBeLessThan(ANSWER_CEILING_MS);
  expect(run.longestSilence, 'longest time without a /healthz answer (ms)').toBeLessThan(HEALTH_CEILING_MS);
  expect(run.peakGrowth / MB, 'peak memory growth (MB)').toBeLessThan(memory / MB);
}

describe('zip bombs are refused before they are unpacked', () => {
  it('refuses 150 names pointing at one stored file of 10 MB (18 KB) as too large, at once', async () => {
    const run = await measure('/api/v1/import', zipBody('bomb.zip', overlappingBomb(150, 10 * MB)));
    expect(run.res.status).toBe(413);
    expect(run.res.body).toMatchObject({ error: 'IMPORT_TOO_LARGE', message: importFileMessages.tooLarge });
    expectWithinCeilings(run);
    expect(await count()).toBe(0);
  });

  it('refuses entries that share stored data even when their declared sizes fit the budget', async () => {
    const run = await measure('/api/v1/import', zipBody('shared.zip', overlappingBomb(150, 60 * 1024)));
    expect(run.res.status).toBe(400);
    expect(run.res.body).toMatchObject({ error: 'IMPORT_FILE_INVALID', message: importFileMessages.damagedZip });
    expectWithinCeilings(run);
    expect(await count()).toBe(0);
  });

  it('stops inflating an entry at its declared size: 1 KB declared, 2 GB inside', async () => {
    const run = await measure('/api/v1/import', zipBody('liar.zip', lyingEntry(1024, 2000)));
    expect(run.res.status).toBe(400);
    expect(run.res.body).toMatchObject({ error: 'IMPORT_FILE_INVALID', message: importFileMessages.damagedZip });
    expectWithinCeilings(run);
    expect(await count()).toBe(0);
  });

  it('counts entries and adds up declared sizes before inflating any: many small entries', async () => {
    const names = Array.from({ length: 10_001 }, (_, i) => ({ name: `p-${i}.md`, file: i, declaredSize: 10 }));
    const manyFiles = writeZip(names.map(() => deflatedMarkdown(10)), names);
    const many = await measure('/api/v1/import/preview', zipBody('many.zip', manyFiles));
    expect(many.res.status).toBe(400);
    expect(many.res.body).toMatchObject({ error: 'IMPORT_FILE_INVALID', message: importFileMessages.tooMany });
    expectWithinCeilings(many);

    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `big-${i}.md`, file: i }));
    const heavy = await measure('/api/v1/import/preview', zipBody('heavy.zip', writeZip(eleven.map(() => deflatedMarkdown(MB)), eleven)));
    expect(heavy.res.status).toBe(413);
    expect(heavy.res.body).toMatchObject({ message: importFileMessages.tooLarge });
    expectWithinCeilings(heavy);
  });

  it('does not open zips nested in a zip', async () => {
    const run = await measure('/api/v1/import/preview', zipBody('nested.zip', nestedZips(20, MB)));
    expect(run.res.status).toBe(400);
    expect(run.res.body).toMatchObject({ message: importFileMessages.emptyZip });
    expectWithinCeilings(run);
  });
});

describe('large legal files stay within the ceilings', () => {
  it('reads a .zip that unpacks to just under 10 MB', async () => {
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `part-${i}.md`, file: i }));
    const run = await measure('/api/v1/import/preview', zipBody('big.zip', writeZip(files.map(() => deflatedMarkdown(2 * MB)), files)));
    expect(run.res.status, JSON.stringify(run.res.body)).toBe(200);
    expect(run.res.body).toMatchObject({ format: 'markdown', total: 4 });
    expectWithinCeilings(run, 300 * MB);
  });

  it('keeps answering /healthz while it reads and checks a .zip of 10,000 Markdown files', async () => {
    const files = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`p-${i}.md`, strToU8(`---\ntitle: Prompt ${i}\ntags: [a, b]\n---\n${`Write about {{topic}} ${i}. `.repeat(30)}`)]));
    const run = await measure('/api/v1/import/preview', zipBody('many.zip', zipSync(files)));
    expect(run.res.status, JSON.stringify(run.res.body)).toBe(200);
    expect(run.res.body).toMatchObject({ format: 'markdown', total: 10_000 });
    // No answer-time ceiling here: checking 10,000 rows with the editor's rules takes what it takes.
    expect(run.longestSilence, 'longest time without a /healthz answer (ms)').toBeLessThan(HEALTH_CEILING_MS);
    expect(run.peakGrowth / MB, 'peak memory growth (MB)').toBeLessThan(300);
  }, 180_000);

  it('reads a 10 MB JSON and a 10 MB CSV whose bulk is in fields the import ignores', async () => {
    const filler = 'x'.repeat(10 * MB - 4096);
    const json = JSON.stringify([{ command: '/a', title: 'A', content: 'Alpha', timestamp: 1, user: { notes: filler } }]);
    const jsonRun = await measure('/api/v1/import/preview', { fileName: 'big.json', data: json });
    expect(jsonRun.res.status, JSON.stringify(jsonRun.res.body)).toBe(200);
    expect(jsonRun.res.body).toMatchObject({ format: 'open-webui', total: 1 });
    expectWithinCeilings(jsonRun, 300 * MB);

    const csv = `act,prompt,notes\nA,Alpha,"${filler.replaceAll('x', 'y')}"\n`;
    const csvRun = await measure('/api/v1/import/preview', { fileName: 'big.csv', data: csv });
    expect(csvRun.res.status, JSON.stringify(csvRun.res.body)).toBe(200);
    expect(csvRun.res.body).toMatchObject({ format: 'prompts-chat', total: 1 });
    expectWithinCeilings(csvRun, 300 * MB);
  });

  it('refuses a JSON or CSV just over 10 MB, quickly, writing nothing', async () => {
    const over = 'z'.repeat(10 * MB);
    for (const body of [{ fileName: 'over.json', data: `[${JSON.stringify(over)}]` }, { fileName: 'over.csv', data: `act,prompt\nA,${over}` }]) {
      const run = await measure('/api/v1/import', body);
      expect(run.res.status).toBe(413);
      expect(run.res.body).toMatchObject({ error: 'IMPORT_TOO_LARGE', message: importFileMessages.tooLarge });
      expectWithinCeilings(run, 300 * MB);
    }
    expect(await count()).toBe(0);
  });
});

describe('deep or huge YAML and JSON are refused before they are parsed', () => {
  const refusedFast = async (body: unknown, message: string) => {
    const run = await measure('/api/v1/import/preview', body);
    expect(run.res.status, JSON.stringify(run.res.body)).toBe(400);
    expect(run.res.body).toMatchObject({ error: 'IMPORT_FILE_INVALID', message });
    expectWithinCeilings(run, 300 * MB);
  };

  it('refuses a front matter of millions of "[" (which had run Node out of heap) as too large', async () => {
    await refusedFast({ fileName: 'p.md', data: `---\ntitle: ${'['.repeat(9_900_000)}\n---\nx` }, importFileMessages.frontMatterTooLarge);
  });

  it('refuses deep YAML nesting in a small front matter, directly and inside a .zip', async () => {
    const deep = `---\ntitle: ${'['.repeat(30_000)}\n---\nx`;
    await refusedFast({ fileName: 'p.md', data: deep }, importFileMessages.frontMatterTooDeep);
    await refusedFast({ fileName: 'p.md', data: `---\n${'- '.repeat(30_000)}x\n---\nx` }, importFileMessages.frontMatterTooDeep);
    await refusedFast(zipBody('deep.zip', zipSync({ 'ok.md': strToU8('---\ntitle: Fine\n---\nx'), 'p.md': strToU8(deep) })), importFileMessages.frontMatterTooDeep);
    expect(await count()).toBe(0);
  });

  it('stops YAML alias expansion ("billion laughs") quickly, reading the file as plain text', async () => {
    const levels = 'bcdefghij'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`);
    const data = `---\ntitle: Laughs\na: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]\n${levels.join('\n')}\n---\nx`;
    const run = await measure('/api/v1/import/preview', { fileName: 'laughs.md', data });
    expect(run.res.status, JSON.stringify(run.res.body)).toBe(200);
    expect(run.res.body).toMatchObject({ format: 'markdown', total: 1 });
    expectWithinCeilings(run);
  });

  it('refuses JSON nested 5 million deep (10 MB), which JSON.parse took seconds over', async () => {
    const half = 5 * MB - 16;
    await refusedFast({ fileName: 'deep.json', data: `${'['.repeat(half)}${']'.repeat(half)}` }, importFileMessages.tooDeep);
    await refusedFast({ fileName: 'deep.json', data: '['.repeat(10 * MB - 64) }, importFileMessages.tooDeep);
  });
});
