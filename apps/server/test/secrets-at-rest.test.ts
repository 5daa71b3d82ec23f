import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/backup/write-backup.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';
import { readEveryRow, seedEveryTable } from './seed-every-table.js';
import { TestClient } from './client.js';
import { sessionTokenOf, signedSessionCookie } from './session-cookie.js';

/**
 * Secrets at rest (docs/decisions/0018-backups-and-upgrades.md): someone who reads a backup, or any table
 * of the database, and even holds the instance's AUTH_SECRET, finds no credential that works. Every
 * token-like string found there is tried as each kind of credential the server takes.
 */

let db: TestDatabase;
let t: TestApp;
let victim: Awaited<ReturnType<typeof createUser>>;
/** Credentials the victim really holds, to show each probe does notice one that works. */
const held = { sessionToken: '', resetToken: '', deletionToken: '', apiKey: '' };
let backupText = '';
let tableText = '';

const linkToken = (text: string | undefined) => /token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? '';

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  const { email } = await seedEveryTable(t);
  victim = await createUser(t);
  // Each kind of credential, issued the way people get them: sign-in, a reset link, a deletion link, a key.
  expect((await new TestClient(t).post('/api/auth/forgot-password', { email: victim.email })).status).toBe(200);
  expect((await new TestClient(t).post('/api/auth/forgot-password', { email })).status).toBe(200);
  held.resetToken = linkToken(t.mailbox.last(victim.email)?.text);
  expect((await victim.client.post('/api/account/deletion-link')).status).toBe(200);
  held.deletionToken = linkToken(t.mailbox.last(victim.email)?.text);
  held.apiKey = (await victim.client.post<{ key: string }>('/api/api-keys', { name: 'probe', access: 'read', expiresIn: 'never' })).body.key;
  held.sessionToken = sessionTokenOf(victim.client, t.deps.config);
  expect(Object.values(held).every((value) => value.length >= 20)).toBe(true);

  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'promptnest-secrets-')), 'instance.backup.gz');
  await writeBackup(db.handle.sql, file);
  backupText = gunzipSync(readFileSync(file)).toString('utf8');
  tableText = Object.values(await readEveryRow(db.handle.sql)).flat().join('\n');
});
afterAll(async () => {
  await db.drop();
});

/** Every run of 16 or more token characters: whole values, and the parts of `prefix:value` identifiers. */
function tokenLike(text: string): string[] {
  return [...new Set(text.match(/[A-Za-z0-9_-]{16,}/g) ?? [])];
}

/** Which ways `value` gets in, tried as everything the server accepts; an empty list when none. */
async function waysIn(value: string): Promise<string[]> {
  const ways: string[] = [];
  const cookie = { cookie: signedSessionCookie(value, t.deps.config), origin: new URL(t.deps.config.appUrl).origin };
  const session = await t.app.request('/api/auth/session', { headers: cookie });
  if (((await session.json()) as { user?: unknown }).user) ways.push('session cookie (better-auth)');
  if ((await t.app.request('/api/v1/prompts', { headers: cookie })).status === 200) ways.push('session cookie (API)');
  if ((await t.app.request('/api/v1/prompts', { headers: { authorization: `Bearer ${value}` } })).status === 200) ways.push('bearer on /api/v1');
  const mcp = await t.app.request('/mcp', {
    method: 'POST',
    headers: { authorization: `Bearer ${value}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  if (mcp.status === 200) ways.push('bearer on /mcp');
  // Checks of reset links are limited per address; an attacker has many, so each probe starts afresh.
  await t.deps.db.$client`delete from rate_limits where key like 'reset-token:%'`;
  const reset = await new TestClient(t).post<{ valid?: boolean }>('/api/auth/reset-password/verify', { token: value });
  if (reset.body.valid === true) ways.push('reset-password token');
  return ways;
}

/** Whether `value` confirms the victim's account deletion: tried last, since a working one deletes it. */
async function deletesAccount(value: string): Promise<boolean> {
  return (await victim.client.post('/api/account/delete/confirm', { token: value })).status === 200;
}

describe('secrets at rest', () => {
  it('each probe notices a credential that works (the victim’s own)', async () => {
    expect(await waysIn(held.sessionToken)).toEqual(['session cookie (better-auth)', 'session cookie (API)']);
    expect(await waysIn(held.apiKey)).toEqual(['bearer on /api/v1', 'bearer on /mcp']);
    expect(await waysIn(held.resetToken)).toEqual(['reset-password token']);
  });

  it('no credential the victim holds appears in a backup or in any table', () => {
    for (const [kind, value] of Object.entries(held)) {
      expect(backupText.includes(value), `${kind} in the backup`).toBe(false);
      expect(tableText.includes(value), `${kind} in a table`).toBe(false);
    }
  });

  it('no token-like string of a fresh backup or of any table works as any credential, even with AUTH_SECRET', async () => {
    const candidates = tokenLike(`${backupText}\n${tableText}`);
    // The sessions, reset links and keys above are among them, so the scan covers each kind.
    expect(candidates.length).toBeGreaterThan(20);
    const working: Record<string, string[]> = {};
    for (const candidate of candidates) {
      const ways = await waysIn(candidate);
      if (ways.length > 0) working[candidate] = ways;
    }
    expect(working).toEqual({});
    for (const candidate of candidates) expect(await deletesAccount(candidate), candidate).toBe(false);
    // And the victim's real deletion link still works: the stored hash was the only thing that did not.
    expect(await deletesAccount(held.deletionToken)).toBe(true);
  }, 300_000);
});
