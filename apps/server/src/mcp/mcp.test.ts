import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import fc from 'fast-check';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { createPromptAs } from '../../test/prompt-factory.js';
import { prompts, subscriptions, users } from '../db/schema/index.js';

/**
 * The MCP endpoint over real HTTP, driven by the MCP SDK's own client in both protocol revisions a client
 * may speak: 2026-07-28 (no handshake, server/discover) and 2025-11-25 (the initialize handshake).
 */
let db: TestDatabase;
let t: TestApp;
let server: ServerType;
let endpoint: URL;
let owner: { client: TestClient; id: string };
let writeKey: string;
let readKey: string;
let strangerKey: string;
let templateId: string;

const eras = { modern: { versionNegotiation: { mode: { pin: '2026-07-28' } } }, legacy: {} } as const;
type Era = keyof typeof eras;

async function newKey(client: TestClient, access: 'read' | 'write'): Promise<{ key: string; id: string }> {
  const res = await client.post<{ key: string; id: string }>('/api/api-keys', { name: `MCP ${access}`, access, expiresIn: 'never' });
  expect(res.status).toBe(201);
  return res.body;
}

async function connect(key: string | null, era: Era = 'modern', headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'promptnest-test', version: '1.0.0' }, eras[era]);
  const auth: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { ...auth, ...headers } } }));
  return client;
}

/** What a request without the right credentials gets, before any MCP message is read. */
async function post(headers: Record<string, string>): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
}

const text = (result: { content?: unknown }) => ((result.content as Array<{ type: string; text?: string }> | undefined) ?? []).map((c) => c.text ?? '').join('');

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
  owner = await createUser(t);
  writeKey = (await newKey(owner.client, 'write')).key;
  readKey = (await newKey(owner.client, 'read')).key;
  strangerKey = (await newKey((await createUser(t)).client, 'write')).key;
  templateId = (await createPromptAs(owner.client, { title: 'Cold email', description: 'For first contact', content: 'Write to {{name}} about {{ topic }}.', tags: ['sales'] })).id;
  await createPromptAs(owner.client, { title: 'Code review', content: 'Review this diff carefully: OWNER-SECRET', tags: ['dev', 'sales'] });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  endpoint = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

describe('MCP: both protocol revisions', () => {
  for (const era of ['modern', 'legacy'] as const) {
    it(`speaks ${era === 'modern' ? '2026-07-28' : '2025-11-25'} and offers the library's tools`, async () => {
      const client = await connect(writeKey, era);
      expect(client.getNegotiatedProtocolVersion()).toBe(era === 'modern' ? '2026-07-28' : '2025-11-25');
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['create_prompt', 'fill_template', 'get_prompt', 'list_tags', 'search_prompts', 'update_prompt']);
      const search = tools.find((tool) => tool.name === 'search_prompts');
      expect(search?.annotations).toMatchObject({ readOnlyHint: true });
      expect(search?.outputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['prompts', 'hiddenByPlan']) });
      expect(search?.inputSchema.properties?.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
      // The JSON Schemas are made once and reused by every request (tools.ts): later lists are the same.
      expect((await client.listTools()).tools).toEqual(tools);
      expect(tools.find((tool) => tool.name === 'update_prompt')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });

      const found = await client.callTool({ name: 'search_prompts', arguments: { query: 'email' } });
      expect(found.isError).toBeFalsy();
      expect(found.structuredContent).toMatchObject({
        prompts: [{ id: templateId, title: 'Cold email', description: 'For first contact', tags: ['sales'], isTemplate: true, variables: ['name', 'topic'] }],
        hiddenByPlan: 0,
      });
      await client.close();
    });
  }
});

describe('MCP tools', () => {
  it('searches by tag, templates only, with a limit, and reads one prompt in full', async () => {
    const client = await connect(readKey);
    const tagged = await client.callTool({ name: 'search_prompts', arguments: { tag: 'sales' } });
    expect((tagged.structuredContent as { prompts: unknown[] }).prompts).toHaveLength(2);
    const templates = await client.callTool({ name: 'search_prompts', arguments: { tag: 'sales', templatesOnly: true } });
    expect((templates.structuredContent as { prompts: Array<{ title: string }> }).prompts.map((p) => p.title)).toEqual(['Cold email']);
    const one = await client.callTool({ name: 'search_prompts', arguments: { limit: 1 } });
    expect((one.structuredContent as { prompts: unknown[] }).prompts).toHaveLength(1);
    const tooMany = await client.callTool({ name: 'search_prompts', arguments: { limit: 51 } });
    expect(tooMany.isError).toBe(true);

    const full = await client.callTool({ name: 'get_prompt', arguments: { id: templateId } });
    expect(full.structuredContent).toMatchObject({ title: 'Cold email', content: 'Write to {{name}} about {{ topic }}.', variables: ['name', 'topic'] });
    const missing = await client.callTool({ name: 'get_prompt', arguments: { id: 'not-an-id' } });
    expect(missing).toMatchObject({ isError: true });
    expect(text(missing)).toBe('Prompt not found');
    await client.close();
  });

  it('fills a template and names what was left empty; lists tags with counts', async () => {
    const client = await connect(readKey, 'legacy');
    const filled = await client.callTool({ name: 'fill_template', arguments: { id: templateId, variables: { name: 'Ada' } } });
    expect(filled.structuredContent).toEqual({ text: 'Write to Ada about {{ topic }}.', missing: ['topic'] });
    // Values are checked as API v1's render checks them.
    const hostile = await client.callTool({ name: 'fill_template', arguments: { id: templateId, variables: { name: 'a\u0000b' } } });
    expect(hostile.isError).toBe(true);
    expect(text(hostile)).toBe('variables.name: Values contain invalid characters');
    const tags = await client.callTool({ name: 'list_tags', arguments: {} });
    expect(tags.structuredContent).toEqual({ tags: [{ tag: 'dev', count: 1 }, { tag: 'sales', count: 2 }] });
    await client.close();
  });

  it('creates and changes prompts with the app’s validation, and bad input writes nothing', async () => {
    const client = await connect(writeKey);
    const before = await db.handle.db.$count(prompts, eq(prompts.userId, owner.id));
    const created = await client.callTool({ name: 'create_prompt', arguments: { title: '  Standup  ', content: 'Summarise {{notes}}', tags: ['team'] } });
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent).toMatchObject({ title: 'Standup', isTemplate: true, variables: ['notes'], tags: ['team'] });
    const id = (created.structuredContent as { id: string }).id;

    const empty = await client.callTool({ name: 'create_prompt', arguments: { title: '   ', content: 'x' } });
    expect(empty.isError).toBe(true);
    expect(text(empty)).toBe('title: Text is required');
    const tooManyTags = await client.callTool({ name: 'create_prompt', arguments: { title: 'T', content: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) } });
    expect(text(tooManyTags)).toBe('tags: Maximum 10 tags allowed');
    expect(await db.handle.db.$count(prompts, eq(prompts.userId, owner.id))).toBe(before + 1);

    const changed = await client.callTool({ name: 'update_prompt', arguments: { id, description: 'Every morning' } });
    expect(changed.structuredContent).toMatchObject({ title: 'Standup', description: 'Every morning', content: 'Summarise {{notes}}' });
    const nothing = await client.callTool({ name: 'update_prompt', arguments: { id } });
    expect(nothing.isError).toBe(true);
    expect(text(nothing)).toBe('Nothing to update');
    await client.close();
  });

  it('answers a plan limit with the spec’s message', async () => {
    const free = await createUser(t);
    const key = (await newKey(free.client, 'write')).key;
    await db.handle.db.insert(prompts).values(Array.from({ length: 5 }, (_, i) => ({ userId: free.id, title: `P${i}`, content: 'plain' })));
    const client = await connect(key);
    const over = await client.callTool({ name: 'create_prompt', arguments: { title: 'One more', content: 'plain' } });
    expect(over).toMatchObject({ isError: true });
    expect(text(over)).toBe('Prompt limit reached');
    expect(await db.handle.db.$count(prompts, eq(prompts.userId, free.id))).toBe(5);
    await client.close();
  });
});

describe('MCP prompts: the library as slash commands', () => {
  it('lists every prompt by a stable name, favourites first, with the variables as arguments, and fills one', async () => {
    const person = await createUser(t);
    const key = (await newKey(person.client, 'read')).key;
    const weekly = await createPromptAs(person.client, { title: 'Weekly report', description: 'Fridays', content: 'Report on {{team}} for {{week}}.' });
    const second = await createPromptAs(person.client, { title: 'Weekly  Report!', content: 'Plain text' });
    const favourite = await createPromptAs(person.client, { title: 'Café résumé', content: 'Tidy {{text}}' });
    expect((await person.client.request('PUT', `/api/v1/prompts/${favourite.id}/favorite`, { isFavorite: true })).status).toBe(200);

    for (const era of ['modern', 'legacy'] as const) {
      const client = await connect(key, era);
      const { prompts: listed } = await client.listPrompts();
      const suffix = second.id.replace(/-/g, '').slice(0, 6);
      expect(listed.map((p) => p.name)).toEqual(['cafe-resume', `weekly-report-${suffix}`, 'weekly-report']);
      expect(listed[2]).toMatchObject({
        title: 'Weekly report',
        description: 'Fridays',
        arguments: [
          { name: 'team', required: true },
          { name: 'week', required: true },
        ],
      });
      expect(listed[1]?.arguments).toEqual([]);

      const filled = await client.getPrompt({ name: 'weekly-report', arguments: { team: 'Design', week: '48' } });
      expect(filled.messages).toEqual([{ role: 'user', content: { type: 'text', text: 'Report on Design for 48.' } }]);
      expect(filled.description).toBe('Fridays');
      await expect(client.getPrompt({ name: 'no-such-prompt' })).rejects.toThrow(/Prompt not found/);
      await expect(client.getPrompt({ name: 'weekly-report', arguments: { team: 'a\u0000b', week: '1' } })).rejects.toThrow(/Values contain invalid characters/);
      await client.close();
    }
    // Another user's key knows none of these names.
    const stranger = await connect(strangerKey);
    await expect(stranger.getPrompt({ name: 'weekly-report', arguments: { team: 'x', week: 'y' } })).rejects.toThrow(/Prompt not found/);
    expect((await stranger.listPrompts()).prompts.map((p) => p.name)).not.toContain('cafe-resume');
    await stranger.close();

    // A new title gives a new name at once; the prompt that shared the old one now holds it bare.
    expect((await person.client.request('PATCH', `/api/v1/prompts/${weekly.id}`, { title: 'Monthly report' })).status).toBe(200);
    const again = await connect(key);
    expect((await again.listPrompts()).prompts.map((p) => p.name)).toEqual(['cafe-resume', 'monthly-report', 'weekly-report']);
    const monthly = await again.getPrompt({ name: 'monthly-report', arguments: { team: 'Ops', week: '49' } });
    expect(monthly.messages[0]?.content).toEqual({ type: 'text', text: 'Report on Ops for 49.' });
    await again.close();
  });

  it('keeps each name with its title as it is written, and names a prompt written without one on the next call', async () => {
    const person = await createUser(t);
    const key = (await newKey(person.client, 'read')).key;
    const slugOf = async (id: string) => (await db.handle.db.select({ slug: prompts.nameSlug }).from(prompts).where(eq(prompts.id, id)))[0]?.slug;
    const created = await createPromptAs(person.client, { title: 'Quarterly Plan: Q3', content: 'Plan {{goal}}' });
    expect(await slugOf(created.id)).toBe('quarterly-plan-q3');
    expect((await person.client.request('PATCH', `/api/v1/prompts/${created.id}`, { title: 'Yearly plan' })).status).toBe(200);
    expect(await slugOf(created.id)).toBe('yearly-plan');
    expect((await person.client.post('/api/v1/import', { fileName: 'prompts.csv', data: 'act,prompt\nRésumé review,Review {{cv}}\n' })).status).toBe(200);
    const [imported] = await db.handle.db.select({ id: prompts.id, slug: prompts.nameSlug }).from(prompts).where(eq(prompts.title, 'Résumé review'));
    expect(imported?.slug).toBe('resume-review');

    // A prompt written before names were kept (or by a write that sent none) is named on the first call.
    await db.handle.db.update(prompts).set({ nameSlug: null }).where(eq(prompts.id, created.id));
    const client = await connect(key);
    expect((await client.listPrompts()).prompts.map((p) => p.name).sort()).toEqual(['resume-review', 'yearly-plan']);
    expect(await slugOf(created.id)).toBe('yearly-plan');
    await client.close();
  });

  it('names an unnamed library once when calls arrive together, and gives a name to the oldest prompt with it', async () => {
    const person = await createUser(t);
    const key = (await newKey(person.client, 'read')).key;
    await db.handle.db.insert(subscriptions).values({ userId: person.id, tier: 'Max', source: 'admin', grantedByAdmin: true, currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    const notes = [];
    for (const day of ['Monday', 'Tuesday', 'Wednesday']) notes.push(await createPromptAs(person.client, { title: 'Daily note', content: `Notes for ${day}` }));
    for (let i = 0; i < 20; i += 1) await createPromptAs(person.client, { title: `Other ${i}`, content: 'Other' });
    const [oldest, middle] = notes;
    const textOf = (result: { messages: Array<{ content: unknown }> }) => (result.messages[0]?.content as { text?: string }).text;

    // Only the oldest is unnamed (written before names were kept): the name is still its own, not the next one's.
    await db.handle.db.update(prompts).set({ nameSlug: null }).where(eq(prompts.id, oldest!.id));
    const first = await connect(key);
    expect(textOf(await first.getPrompt({ name: 'daily-note' }))).toBe('Notes for Monday');
    await first.close();

    // The whole library unnamed, and six calls at once: each gets the right prompt, none fails.
    await db.handle.db.update(prompts).set({ nameSlug: null }).where(eq(prompts.userId, person.id));
    const clients = await Promise.all(Array.from({ length: 6 }, () => connect(key)));
    const answers = await Promise.all(clients.map((client) => client.getPrompt({ name: 'daily-note' })));
    expect(answers.map(textOf)).toEqual(Array(6).fill('Notes for Monday'));
    const unnamed = await db.handle.db.select({ id: prompts.id }).from(prompts).where(and(eq(prompts.userId, person.id), isNull(prompts.nameSlug)));
    expect(unnamed).toEqual([]);
    const suffixed = `daily-note-${middle!.id.replace(/-/g, '').slice(0, 6)}`;
    expect(textOf(await clients[0]!.getPrompt({ name: suffixed }))).toBe('Notes for Tuesday');
    await Promise.all(clients.map((client) => client.close()));
  });

  it('describes typed arguments, completes a select’s options as they are typed, and fills defaults', async () => {
    const person = await createUser(t);
    const key = (await newKey(person.client, 'read')).key;
    await createPromptAs(person.client, {
      title: 'Reply',
      content: 'Reply {{tone | select:options=["formal","friendly","blunt"]:default="friendly"}} to {{who | text:label="Recipient"}} in {{lines | number:min=1:max=9}} lines. PS: {{ps | checkbox:optional}}',
    });
    for (const era of ['modern', 'legacy'] as const) {
      const client = await connect(key, era);
      expect(client.getServerCapabilities()?.completions, era).toBeDefined();
      const { prompts: listed } = await client.listPrompts();
      expect(listed.find((p) => p.name === 'reply')?.arguments).toEqual([
        { name: 'tone', description: 'The value for {{tone}}: a select; one of: formal, friendly, blunt; default: friendly.', required: false },
        { name: 'who', description: 'Recipient ({{who}}).', required: true },
        { name: 'lines', description: 'The value for {{lines}}: a number; at least 1; at most 9.', required: true },
        { name: 'ps', description: 'The value for {{ps}}: a checkbox; true or false; default: false; optional.', required: false },
      ]);
      const complete = (argument: string, value: string) => client.complete({ ref: { type: 'ref/prompt', name: 'reply' }, argument: { name: argument, value } });
      expect((await complete('tone', '')).completion.values).toEqual(['formal', 'friendly', 'blunt']);
      expect((await complete('tone', 'FR')).completion.values).toEqual(['friendly']);
      expect((await complete('tone', 'l')).completion.values).toEqual(['formal', 'friendly', 'blunt']);
      expect((await complete('ps', 't')).completion.values).toEqual(['true']);
      expect((await complete('ps', '')).completion.values).toEqual(['true', 'false']);
      expect((await complete('who', 'a')).completion.values).toEqual([]);
      expect((await complete('nothing-like-it', '')).completion.values).toEqual([]);
      await expect(client.complete({ ref: { type: 'ref/prompt', name: 'no-such-prompt' }, argument: { name: 'tone', value: '' } })).rejects.toThrow(/Prompt not found/);
      const filled = await client.getPrompt({ name: 'reply', arguments: { who: 'Sam', lines: '3' } });
      expect(filled.messages[0]?.content).toEqual({ type: 'text', text: 'Reply friendly to Sam in 3 lines. PS: false' });
      await client.close();
    }
    // Another user cannot complete this user's prompt: its name is unknown to them.
    const stranger = await connect(strangerKey);
    await expect(stranger.complete({ ref: { type: 'ref/prompt', name: 'reply' }, argument: { name: 'tone', value: '' } })).rejects.toThrow(/Prompt not found/);
    await stranger.close();
  });

  it('pages a large library with cursors, and refuses a forged cursor', async () => {
    const person = await createUser(t);
    await db.handle.db.insert(subscriptions).values({ userId: person.id, tier: 'Max', source: 'admin', grantedByAdmin: true, currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    await db.handle.db.insert(prompts).values(Array.from({ length: 60 }, (_, i) => ({ userId: person.id, title: `Note ${i}`, content: 'plain' })));
    const client = await connect((await newKey(person.client, 'read')).key);
    const firstPage = (await client.request({ method: 'prompts/list', params: {} })) as { prompts: unknown[]; nextCursor?: string };
    expect(firstPage.prompts).toHaveLength(50);
    expect(firstPage.nextCursor).toBeTruthy();
    const all = await client.listPrompts();
    expect(new Set(all.prompts.map((p) => p.name)).size).toBe(60);
    await expect(client.listPrompts({ cursor: 'forged' })).rejects.toThrow(/cursor is not valid/);
    await client.close();
  });
});

describe('MCP access', () => {
  it('never shows another user’s prompts', async () => {
    const client = await connect(strangerKey);
    const search = await client.callTool({ name: 'search_prompts', arguments: { query: 'OWNER-SECRET' } });
    expect((search.structuredContent as { prompts: unknown[] }).prompts).toEqual([]);
    for (const [name, args] of [
      ['get_prompt', { id: templateId }],
      ['fill_template', { id: templateId, variables: { name: 'Eve' } }],
      ['update_prompt', { id: templateId, title: 'Taken over' }],
    ] as const) {
      const res = await client.callTool({ name, arguments: args });
      expect(res.isError, name).toBe(true);
      expect(text(res), name).toBe('Prompt not found');
    }
    expect((await client.callTool({ name: 'list_tags', arguments: {} })).structuredContent).toEqual({ tags: [] });
    const [row] = await db.handle.db.select({ title: prompts.title }).from(prompts).where(eq(prompts.id, templateId));
    expect(row?.title).toBe('Cold email');
    await client.close();
  });

  it('offers a read-only key only the read tools, and refuses a write tool called anyway', async () => {
    const client = await connect(readKey);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['fill_template', 'get_prompt', 'list_tags', 'search_prompts']);
    const before = await db.handle.db.$count(prompts, eq(prompts.userId, owner.id));
    await expect(client.callTool({ name: 'create_prompt', arguments: { title: 'Sneaky', content: 'x' } })).rejects.toThrow(/create_prompt/);
    expect(await db.handle.db.$count(prompts, eq(prompts.userId, owner.id))).toBe(before);
    await client.close();
  });

  it('refuses no key, a cookie, a made-up key and a revoked key with 401 and a challenge', async () => {
    const none = await post({});
    expect(none.status).toBe(401);
    // Where to sign in instead (RFC 9728), for clients that take no key: docs/decisions/0015-mcp-oauth.md.
    expect(none.headers.get('www-authenticate')).toBe(`Bearer realm="PromptNest", resource_metadata="${t.deps.config.appUrl}/.well-known/oauth-protected-resource/mcp", scope="prompts:read prompts:write"`);
    const cookie = await post({ cookie: owner.client.cookieHeader });
    expect(cookie.status).toBe(401);
    const madeUp = await post({ authorization: 'Bearer pn_made-up' });
    expect(madeUp.status).toBe(401);
    expect(madeUp.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await madeUp.json()).toMatchObject({ error: 'API_KEY_INVALID' });

    const doomed = await newKey(owner.client, 'read');
    expect((await post({ authorization: `Bearer ${doomed.key}` })).status).toBe(200);
    expect((await owner.client.request('DELETE', `/api/api-keys/${doomed.id}`)).status).toBe(200);
    expect((await post({ authorization: `Bearer ${doomed.key}` })).status).toBe(401);
    await expect(connect(doomed.key)).rejects.toThrow();
  });

  it('refuses the key of an account waiting for approval, and a page on another site', async () => {
    const later = await createUser(t);
    const key = (await newKey(later.client, 'read')).key;
    await db.handle.db.update(users).set({ approved: false }).where(eq(users.id, later.id));
    const pending = await post({ authorization: `Bearer ${key}` });
    expect(pending.status).toBe(403);
    expect(await pending.json()).toMatchObject({ error: 'PENDING_APPROVAL' });

    const elsewhere = await post({ authorization: `Bearer ${writeKey}`, origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    const ours = await post({ authorization: `Bearer ${writeKey}`, origin: new URL(t.deps.config.appUrl).origin });
    expect(ours.status).toBe(200);
  });
});

describe('MCP bad input', () => {
  const odd = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('', ' ', 'a\u0000b', '\u001b[31m', 'x'.repeat(20_000), null, -1, 1e308, true));

  it('answers hostile messages without a 5xx, whatever their shape', async () => {
    const message = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('{', '[]', 'null', '{"jsonrpc":"2.0"}', '{"jsonrpc":"2.0","id":1,"method":"tools/call"}'),
      fc.record({ jsonrpc: fc.constantFrom('2.0', '1.0'), id: odd, method: fc.constantFrom('tools/call', 'tools/list', 'prompts/get', 'server/discover', 'initialize', 'nope'), params: odd }).map((m) => JSON.stringify(m)),
    );
    await fc.assert(
      fc.asyncProperty(message, fc.constantFrom('application/json', 'text/plain'), async (body, type) => {
        const res = await fetch(endpoint, { method: 'POST', headers: { authorization: `Bearer ${writeKey}`, 'content-type': type, accept: 'application/json, text/event-stream' }, body });
        await res.text();
        expect(res.status, body).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('refuses hostile tool arguments with a tool error and writes nothing', async () => {
    const client = await connect(writeKey);
    const before = await db.handle.db.$count(prompts, eq(prompts.userId, owner.id));
    const args = fc.record({ title: odd, content: odd, description: odd, tags: fc.oneof(odd, fc.array(odd, { maxLength: 12 })) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(args, async (input) => {
        // A valid prompt among the odd values would be saved: only count the refusals.
        const result = await client.callTool({ name: 'create_prompt', arguments: input as Record<string, unknown> });
        if (!result.isError) await db.handle.db.delete(prompts).where(eq(prompts.id, (result.structuredContent as { id: string }).id));
        else expect(text(result)).not.toMatch(/at .*\.(ts|js):\d+/);
      }),
      { numRuns: 60 },
    );
    expect(await db.handle.db.$count(prompts, eq(prompts.userId, owner.id))).toBe(before);
    await client.close();
  });
});
