import { importRoutes, rememberedValuesRoutes, v1Routes, versionRoutes } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrix, newWorld, type World } from './api-matrix.js';
import { TestClient } from './client.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';

/**
 * The authorization matrix again, for personal API keys (Bearer): the owner's Read only and Read and write
 * keys, another user's key, a revoked key and an expired key, on every route of the router. A key works on
 * /api/v1 and /mcp only: everywhere else it is no credential at all, so it gets what a signed-out caller gets.
 */
type KeyActor = 'readKey' | 'writeKey' | 'otherKey' | 'revokedKey' | 'expiredKey';
const actors: KeyActor[] = ['readKey', 'writeKey', 'otherKey', 'revokedKey', 'expiredKey'];

/** 'METHOD /api/v1/path/:param' → what a declaration says a Read only key may do. */
const accessOf = new Map([v1Routes, versionRoutes, rememberedValuesRoutes, importRoutes].flatMap((group) => Object.values(group)).map((route) => [`${route.method.toUpperCase()} /api${route.path.replace(/\{(\w+)\}/g, ':$1')}`, route['x-access']]));

function expected(key: string, actor: KeyActor, entry: (typeof matrix)[string]): number {
  if (key.endsWith(' /mcp')) {
    if (actor === 'revokedKey' || actor === 'expiredKey') return 401;
    // A live key reaches the MCP server, which is stateless: only POST carries messages (GET and DELETE are 405).
    return key.startsWith('POST ') ? 200 : 405;
  }
  // RFC 7591: a Bearer token on client registration is an initial access token, and a key is none.
  if (key === 'POST /api/auth/oauth2/register') return 401;
  if (!key.includes(' /api/v1/')) return entry.expect.anonymous;
  if (actor === 'revokedKey' || actor === 'expiredKey') return 401;
  if (actor === 'otherKey') return entry.expect.other;
  if (actor === 'readKey' && accessOf.get(key) !== 'read') return 403;
  return entry.expect.owner;
}

async function keysOf(world: World): Promise<Record<KeyActor, string>> {
  const make = async (client: TestClient, access: 'read' | 'write', name: string) => {
    const res = await client.post<{ id: string; key: string }>('/api/api-keys', { name, access, expiresIn: '30d' });
    expect(res.status).toBe(201);
    return res.body;
  };
  const readKey = await make(world.owner.client, 'read', 'read');
  const writeKey = await make(world.owner.client, 'write', 'write');
  const otherKey = await make(world.callers.other, 'write', 'other');
  const revokedKey = await make(world.owner.client, 'write', 'revoked');
  expect((await world.owner.client.request('DELETE', `/api/api-keys/${revokedKey.id}`)).status).toBe(200);
  const expiredKey = await make(world.owner.client, 'write', 'expired');
  await world.t.deps.db.execute(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiredKey.id}`);
  return { readKey: readKey.key, writeKey: writeKey.key, otherKey: otherKey.key, revokedKey: revokedKey.key, expiredKey: expiredKey.key };
}

let db: TestDatabase;
let t: TestApp;
let adminEmail: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { appUrl: 'https://app.test' });
  adminEmail = (await createUser(t, { admin: true })).email;
});
afterAll(() => db.drop());

describe('authorization matrix with API keys', () => {
  it('knows the access of every v1 route from its declaration', () => {
    const v1 = Object.keys(matrix).filter((key) => key.includes(' /api/v1/'));
    expect(v1.length).toBeGreaterThan(10);
    for (const key of v1) expect(['read', 'write'], key).toContain(accessOf.get(key));
  });

  for (const [key, entry] of Object.entries(matrix)) {
    it(key, async () => {
      const [method = 'GET'] = key.split(' ');
      const world = await newWorld(t, adminEmail);
      await entry.setup?.(world);
      const keys = await keysOf(world);
      for (const actor of actors) {
        // On v1, built as the key's user's request; elsewhere as a signed-out caller's. The caller sends only the key.
        const role = !key.includes(' /api/v1/') && !key.endsWith(' /mcp') ? 'anonymous' : actor === 'otherKey' ? 'other' : 'owner';
        const request = await entry.build(world, role);
        const caller = new TestClient(t);
        const res = await caller.request(method, request.path, request.body ?? (method === 'GET' ? undefined : {}), { headers: { ...request.headers, authorization: `Bearer ${keys[actor]}` } });
        expect(res.status, `${actor}: ${JSON.stringify(res.body)}`).toBe(expected(key, actor, entry));
        if (actor !== 'readKey' && actor !== 'writeKey' && res.status < 300) {
          const text = JSON.stringify(res.body);
          expect(text, `${actor} saw the owner's private prompt`).not.toContain('OWNER-SECRET');
          expect(text, `${actor} saw the owner's e-mail`).not.toContain(world.owner.email);
        }
      }
    });
  }
});
