import { OFFLINE_KEY_COOKIE } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { PASSWORD, signUp, type TestResponse } from '../../test/client.js';
import { uniqueEmail } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
});
afterAll(() => db.drop());

type SessionBody = { user: { email: string } | null; offline?: { key: string; expiresAt: string } };

/** The offline key cookie an answer sets: its value and attributes, or undefined when it does not touch it. */
function offlineCookie(res: TestResponse<unknown>) {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${OFFLINE_KEY_COOKIE}=`));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const expires = attributes.find((a) => /^expires=/i.test(a))?.slice('expires='.length);
  return {
    value: pair.slice(OFFLINE_KEY_COOKIE.length + 1),
    isCleared: attributes.some((a) => /^max-age=0$/i.test(a)) || pair.endsWith('='),
    isHttpOnly: attributes.some((a) => /^httponly$/i.test(a)),
    expires: expires ? new Date(expires) : undefined,
  };
}

async function sessionRowOf(email: string) {
  const [row] = await t.deps.db
    .select({ id: sessions.id, token: sessions.token, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error('no session');
  return row;
}

describe('the offline copy is tied to the session that wrote it', () => {
  it('names the session by a key script can read, no credential, ending with the session', async () => {
    const email = uniqueEmail('offline-tie');
    const client = await signUp(t, email);
    const read = await client.get<SessionBody>('/api/auth/session');
    const row = await sessionRowOf(email);

    const tie = read.body.offline;
    expect(tie?.key).toMatch(/^[\w-]{43}$/);
    expect(tie?.expiresAt).toBe(row.expiresAt.toISOString());
    const sessionCookie = client.cookieHeader.split('; ').find((cookie) => cookie.startsWith(`${t.deps.sessionCookie}=`)) ?? '';
    const token = decodeURIComponent(sessionCookie.slice(t.deps.sessionCookie.length + 1)).split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(16);
    expect(tie?.key).not.toContain(token);
    expect(tie?.key).not.toContain(row.token);
    expect(offlineCookie(read)).toEqual({ value: tie?.key, isCleared: false, isHttpOnly: false, expires: new Date(Math.floor(row.expiresAt.getTime() / 1000) * 1000) });

    // The same session keeps its key; the key opens nothing.
    expect((await client.get<SessionBody>('/api/auth/session')).body.offline?.key).toBe(tie?.key);
    const withKeyOnly = await t.app.request('/api/v1/prompts', { headers: { cookie: `${OFFLINE_KEY_COOKIE}=${tie?.key}` } });
    expect(withKeyOnly.status).toBe(401);
  });

  it('ends the key when another account signs in on the same browser, and the new session gets its own', async () => {
    const first = uniqueEmail('offline-first');
    const second = uniqueEmail('offline-second');
    await signUp(t, second);
    const client = await signUp(t, first);
    const firstKey = (await client.get<SessionBody>('/api/auth/session')).body.offline?.key;

    const signIn = await client.post('/api/auth/sign-in', { email: second, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(offlineCookie(signIn)?.isCleared).toBe(true);

    const read = await client.get<SessionBody>('/api/auth/session');
    expect(read.body.user?.email).toBe(second);
    expect(read.body.offline?.key).toEqual(expect.any(String));
    expect(read.body.offline?.key).not.toBe(firstKey);
  });

  it('ends the key on sign-out', async () => {
    const client = await signUp(t, uniqueEmail('offline-out'));
    await client.get('/api/auth/session');
    const signOut = await client.post('/api/auth/sign-out');
    expect(offlineCookie(signOut)?.isCleared).toBe(true);
    const read = await client.get<SessionBody>('/api/auth/session');
    expect(read.body).toEqual({ user: null });
  });

  it('ends the key of a session that expired', async () => {
    const email = uniqueEmail('offline-expired');
    const client = await signUp(t, email);
    expect((await client.get<SessionBody>('/api/auth/session')).body.offline).toBeDefined();
    await t.deps.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, (await sessionRowOf(email)).id));

    const read = await client.get<SessionBody>('/api/auth/session');
    expect(read.body).toEqual({ user: null });
    expect(offlineCookie(read)?.isCleared).toBe(true);
  });
});
