import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrix, newWorld, routesOfTheRouter, type World } from './api-matrix.js';
import type { TestClient } from './client.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';

/**
 * Property-based bad input against every endpoint of the router: wrong types, missing and extra fields,
 * huge strings, unicode, control characters (NUL included) in every string and query parameter, crafted
 * list cursors, malformed JSON, wrong content types and path injections. Whatever arrives, the
 * answer is never a 5xx, and a rejected request (4xx) leaves the database exactly as it was — except the
 * counters and the security log that a rejected sign-in is meant to write.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const UNTOUCHED_BY_DESIGN = new Set(['rate_limits', 'security_events', '__drizzle_migrations']);

let db: TestDatabase;
let t: TestApp;
let adminEmail: string;
let tables: string[];

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { appUrl: 'https://app.test' });
  adminEmail = (await createUser(t, { admin: true })).email;
  const rows = await t.deps.db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  tables = rows.map((row) => row.name).filter((name) => !UNTOUCHED_BY_DESIGN.has(name)).sort();
});
afterAll(() => db.drop());

/** One fingerprint of every row of every table that a rejected request must not touch. */
async function fingerprint(): Promise<string> {
  const parts = tables.map((table) => sql`select ${table} as t, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.identifier(table)} x`);
  const rows = await t.deps.db.execute<{ t: string; h: string }>(sql.join(parts, sql` union all `));
  return rows.map((row) => `${row.t}:${row.h}`).join(',');
}

const injections = ['..', '../../etc/passwd', '%2e%2e%2f', '%00', "' OR 1=1 --", '<script>', '😀🔥', 'null', '-1', '1e309', ' ', '%'];
const pathSegment = fc.oneof(
  fc.constantFrom(...injections).map((s) => (s.includes('%') ? s : encodeURIComponent(s))),
  fc.string({ unit: 'binary', maxLength: 80 }).map(encodeURIComponent),
  fc.uuid(),
  fc.constant('x'.repeat(3000)),
);
const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n));
/** Ordinary text with control characters (NUL first among them) and lone surrogates mixed in. */
const controlString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff', 'a\u0000b'), fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Cursors that decode fine but say something no page could: a non-UUID id, dates PostgreSQL cannot hold, wrong types. */
const craftedCursor = fc.oneof(
  fc.constantFrom(
    base64url({ u: '2026-01-01T00:00:00.000Z', i: 'not-a-uuid' }),
    base64url({ u: '2026-01-01T00:00:00.000Z', i: "1' or '1'='1" }),
    base64url({ u: '0000-01-01T00:00:00Z', i: '00000000-0000-4000-8000-000000000000' }),
    base64url({ u: '+300000-01-01T00:00:00Z', i: '00000000-0000-4000-8000-000000000000' }),
    base64url({ u: 'NaN', i: '00000000-0000-4000-8000-000000000000' }),
    base64url({ u: 'Infinity', i: '00000000-0000-4000-8000-000000000000' }),
    base64url({ u: 12, i: 34 }),
    base64url({ o: -1 }),
    base64url({ o: 1e20 }),
    base64url({ o: 'x' }),
    base64url([]),
    base64url(null),
    'not base64 at all!',
  ),
  fc.record({ u: fc.oneof(fc.string(), controlString, fc.date({ noInvalidDate: false }).map(String)), i: fc.oneof(fc.uuid(), fc.string(), controlString) }).map(base64url),
);
const oddValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary' }), controlString, hugeString, fc.constant(null), fc.constantFrom(0, -1, 1.5, 1e308, true));
/** Query parameters the routes read (search, tag, cursor, view, limit) and strangers, with hostile values. */
const badQuery = fc.dictionary(
  fc.oneof(fc.constantFrom('q', 'tag', 'cursor', 'view', 'limit', 'search', 'offset', 'callbackURL'), fc.string({ maxLength: 8 })),
  fc.oneof(controlString, craftedCursor, fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('', '-1', '1e309', 'x'.repeat(500))),
  { maxKeys: 3 },
);
const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '');

/** A bad variant of a valid request: the body's fields broken, dropped or joined by strangers, or no JSON at all. */
function badBody(valid: unknown) {
  const fields = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : [];
  const brokenFields = fc
    .record({
      replace: fc.subarray(fields),
      drop: fc.subarray(fields),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 3 }),
      values: fc.array(oddValue, { minLength: fields.length, maxLength: fields.length }),
    })
    .map(({ replace, drop, extra, values }) => {
      const body: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
      replace.forEach((key) => (body[key] = values[fields.indexOf(key)]));
      drop.forEach((key) => delete body[key]);
      return JSON.stringify({ ...body, ...extra });
    });
  return fc.oneof(
    brokenFields,
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('{', '{"a":', '[', 'null', '', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{}}}'),
    hugeString.map((s) => JSON.stringify({ title: s, content: s, email: s, password: s, token: s, plan: s })),
  );
}

function withSegments(pattern: string, concrete: string, segments: string[]): string {
  const [pathOnly = '', query] = concrete.split('?');
  const patternParts = pattern.split('/');
  let next = 0;
  const path = pathOnly
    .split('/')
    .map((part, i) => (patternParts[i]?.startsWith(':') ? (segments[next++] ?? part) : part))
    .join('/');
  return query ? `${path}?${query}` : path;
}

/** The path with the generated parameters set over its own (so a valid request's filters get bad values too). */
function withQuery(path: string, query: Record<string, string>): string {
  if (Object.keys(query).length === 0) return path;
  const [pathOnly = '', search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  return `${pathOnly}?${params.toString()}`;
}

const CONTROL_SAMPLES = ['a\u0000b', '\u001b[31m', 'x\ud800'];
const QUERY_KEYS = ['q', 'tag', 'cursor', 'search', 'view'];
const CRAFTED_CURSORS = fc.sample(craftedCursor, { numRuns: 12, seed: 7 });

/** The valid request with one string (a body field, an item of a string list, a query parameter) made hostile. */
function controlVariants(path: string, body: unknown): Array<{ path: string; body: unknown }> {
  const variants: Array<{ path: string; body: unknown }> = [];
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(fields)) {
    for (const sample of CONTROL_SAMPLES) {
      if (typeof value === 'string') variants.push({ path, body: { ...fields, [key]: sample } });
      if (Array.isArray(value)) variants.push({ path, body: { ...fields, [key]: [...value, sample] } });
    }
  }
  const sendBody = Object.keys(fields).length > 0 ? fields : body;
  for (const key of QUERY_KEYS) for (const sample of CONTROL_SAMPLES) variants.push({ path: withQuery(path, { [key]: sample }), body: sendBody });
  for (const cursor of CRAFTED_CURSORS) variants.push({ path: withQuery(path, { cursor }), body: sendBody });
  return variants;
}

/** The start of an answer, for a failure's message: a large text (the API reference's script) is cut before it is quoted, not after. */
function excerpt(body: unknown): string {
  return typeof body === 'string' ? JSON.stringify(body.slice(0, 300)) : (JSON.stringify(body) ?? '').slice(0, 300);
}

async function callerFor(world: World, key: string): Promise<TestClient> {
  return key.includes(' /api/admin/') ? world.callers.admin : world.callers.owner;
}

describe('bad input never gets a 5xx and changes nothing when rejected', () => {
  it('covers every route of the router', () => {
    expect(routesOfTheRouter(t)).toEqual(Object.keys(matrix).sort());
  });

  for (const [key, entry] of Object.entries(matrix)) {
    it(key, async () => {
      const [method = 'GET', pattern = ''] = key.split(' ');
      const world = await newWorld(t, adminEmail);
      await entry.setup?.(world);
      const caller = await callerFor(world, key);
      const valid = await entry.build(world, 'owner');
      const params = pattern.split('/').filter((part) => part.startsWith(':')).length;
      let before = await fingerprint();

      await fc.assert(
        fc.asyncProperty(fc.array(pathSegment, { minLength: params, maxLength: params }), badBody(valid.body ?? {}), contentType, fc.boolean(), badQuery, async (segments, raw, type, keepPath, query) => {
          const path = withQuery(keepPath ? valid.path : withSegments(pattern, valid.path, segments), query);
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          const res = await caller.request(method, path, undefined, { raw: method === 'GET' ? undefined : raw, headers });
          expect(res.status, `${method} ${path} ${raw.slice(0, 200)} → ${excerpt(res.body)}`).toBeLessThan(500);
          const after = await fingerprint();
          if (res.status >= 400) expect(after, `${method} ${path} was rejected (${res.status}) but changed the database`).toBe(before);
          before = after;
        }),
        { numRuns: RUNS },
      );

      // And every string the request carries, one at a time, with each kind of control character; every
      // query parameter the routes read, likewise, and the list cursor with every crafted form.
      for (const variant of controlVariants(valid.path, valid.body)) {
        const res = await caller.request(method, variant.path, variant.body, {});
        expect(res.status, `${method} ${variant.path} ${JSON.stringify(variant.body)?.slice(0, 200)} → ${excerpt(res.body)}`).toBeLessThan(500);
        const after = await fingerprint();
        if (res.status >= 400) expect(after, `${method} ${variant.path} was rejected (${res.status}) but changed the database`).toBe(before);
        before = after;
      }
    });
  }
});
