import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrix, newWorld, routesOfTheRouter, type World } from './api-matrix.js';
import type { TestClient } from './client.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';

/**
 * Property-based bad input against every endpoint of the router: wrong types, missing and extra fields,
 * huge strings, unicode, malformed JSON, wrong content types and path injections. Whatever arrives, the
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
  t = buildTestApp(db, { appUrl: 'http://app.test' });
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
const oddValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary' }), hugeString, fc.constant(null), fc.constantFrom(0, -1, 1.5, 1e308, true));
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
        fc.asyncProperty(fc.array(pathSegment, { minLength: params, maxLength: params }), badBody(valid.body ?? {}), contentType, fc.boolean(), async (segments, raw, type, keepPath) => {
          const path = keepPath ? valid.path : withSegments(pattern, valid.path, segments);
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          const res = await caller.request(method, path, undefined, { raw: method === 'GET' ? undefined : raw, headers });
          expect(res.status, `${method} ${path} ${raw.slice(0, 200)} → ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
          const after = await fingerprint();
          if (res.status >= 400) expect(after, `${method} ${path} was rejected (${res.status}) but changed the database`).toBe(before);
          before = after;
        }),
        { numRuns: RUNS },
      );
    });
  }
});
