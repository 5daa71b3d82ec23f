import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { defaultMessages } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { prompts } from '../db/schema/index.js';
import { MAX_BATCH_MESSAGES } from './batch-limit.js';

/**
 * JSON-RPC batches on /mcp (docs/decisions/0014-mcp-server.md): every message of a batch is counted under
 * the per-key limit before any of it runs, a batch over the limit is refused whole, batches exist only on
 * 2025-03-26, and one batch holds at most MAX_BATCH_MESSAGES. Over real HTTP, as a client sends them.
 */
const LIMIT = 25;
let db: TestDatabase;
const servers: ServerType[] = [];

async function listen(t: TestApp): Promise<string> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function newKey(client: TestClient): Promise<string> {
  const res = await client.post<{ key: string }>('/api/api-keys', { name: 'Batches', access: 'write', expiresIn: 'never' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.key;
}

const createCall = (i: number) => ({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'create_prompt', arguments: { title: `Batched ${i}`, content: 'From a batch' } } });
const searchCall = (i: number) => ({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'search_prompts', arguments: {} } });

function postMcp(base: string, key: string, body: unknown, revision?: string): Promise<Response> {
  return fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(revision ? { 'mcp-protocol-version': revision } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The JSON-RPC answers in a response, whether sent as one JSON body or as server-sent events. */
async function answersOf(res: Response): Promise<Array<{ id: unknown; result?: { isError?: boolean }; error?: unknown }>> {
  const text = await res.text();
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) return [JSON.parse(text)].flat();
  return text.split('\n').filter((line) => line.startsWith('data: ') && line.length > 6).map((line) => JSON.parse(line.slice(6)));
}

async function promptCount(userId: string): Promise<number> {
  return (await db.handle.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.userId, userId))).length;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await db.drop();
});

describe('MCP batches under the per-key limit', () => {
  it('counts every call of a batch, and refuses a batch over the limit whole', async () => {
    const t = buildTestApp(db, { apiKeyRateLimit: LIMIT });
    const base = await listen(t);
    const person = await createUser(t);
    const key = await newKey(person.client);

    const first = await postMcp(base, key, Array.from({ length: 10 }, (_, i) => searchCall(i + 1)));
    expect(first.status).toBe(200);
    const answers = await answersOf(first);
    expect(answers.map((a) => a.id).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(answers.every((a) => a.result && !a.result.isError)).toBe(true);

    // 10 of 25 spent: a batch of 20 creations would go over, so none of them is made.
    const over = await postMcp(base, key, Array.from({ length: 20 }, (_, i) => createCall(i + 1)));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: 'API_KEY_RATE_LIMITED', message: defaultMessages.API_KEY_RATE_LIMITED });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await promptCount(person.id)).toBe(0);

    // The refused POST counted once: 14 are left, exactly what this batch takes, and then nothing is.
    const rest = await postMcp(base, key, Array.from({ length: 14 }, (_, i) => searchCall(i + 1)));
    expect(rest.status).toBe(200);
    expect((await answersOf(rest)).filter((a) => a.result && !a.result.isError)).toHaveLength(14);
    expect((await postMcp(base, key, searchCall(99))).status).toBe(429);
  });

  it('refuses batches on the revisions after 2025-03-26, running nothing', async () => {
    const t = buildTestApp(db);
    const base = await listen(t);
    const person = await createUser(t);
    const key = await newKey(person.client);
    for (const revision of ['2025-06-18', '2025-11-25', '2026-07-28', 'not-a-date']) {
      const res = await postMcp(base, key, [createCall(1), createCall(2)], revision);
      expect(res.status, revision).toBe(400);
      const body = (await res.json()) as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
      expect(body, revision).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
      expect(body.error.message, revision).toMatch(/^Invalid Request: JSON-RPC batches are not part of protocol revision/);
    }
    expect(await promptCount(person.id)).toBe(0);
    // The revision that has them, named or taken by default, still runs a batch.
    const allowed = await postMcp(base, key, [createCall(1)], '2025-03-26');
    expect(allowed.status).toBe(200);
    expect(await answersOf(allowed)).toHaveLength(1);
    expect(await promptCount(person.id)).toBe(1);
  });

  it(`refuses a batch of more than ${MAX_BATCH_MESSAGES} messages, running nothing`, async () => {
    const t = buildTestApp(db);
    const base = await listen(t);
    const person = await createUser(t);
    const key = await newKey(person.client);
    const res = await postMcp(base, key, Array.from({ length: MAX_BATCH_MESSAGES + 1 }, (_, i) => createCall(i + 1)));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ id: null, error: { code: -32600, message: `Invalid Request: a batch may hold at most ${MAX_BATCH_MESSAGES} messages` } });
    expect(await promptCount(person.id)).toBe(0);
  });
});

describe('MCP batches: resource ceilings', () => {
  it('answers full batches from several keys at once within bounds, and /healthz keeps answering', async () => {
    const t = buildTestApp(db);
    const base = await listen(t);
    const keys = await Promise.all(Array.from({ length: 4 }, async () => newKey((await createUser(t)).client)));
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const startedAt = Date.now();
    let isLoading = true;
    const health: Array<{ status: number; ms: number }> = [];
    const probe = (async () => {
      while (isLoading) {
        const sentAt = Date.now();
        const res = await fetch(`${base}/healthz`);
        await res.arrayBuffer();
        health.push({ status: res.status, ms: Date.now() - sentAt });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // 8 POSTs of the largest batch, two per key: 160 calls at once.
    const batch = Array.from({ length: MAX_BATCH_MESSAGES }, (_, i) => searchCall(i + 1));
    const results = await Promise.all(Array.from({ length: 8 }, async (_, i) => answersOf(await postMcp(base, keys[i % 4]!, batch))));
    const elapsed = Date.now() - startedAt;
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    isLoading = false;
    await probe;
    for (const answers of results) expect(answers).toHaveLength(MAX_BATCH_MESSAGES);
    // Generous ceilings for a shared, noisy machine: these catch runaway work, not small regressions.
    expect(elapsed).toBeLessThan(30_000);
    expect(rssGrowth).toBeLessThan(200 * 1024 * 1024);
    expect(health.length).toBeGreaterThan(0);
    for (const answer of health) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(10_000);
    }
  });
});
