import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { listTables } from '../src/backup/database-tables.js';
import { createUser } from './factories.js';
import type { TestApp } from './harness.js';
import { createPromptAs } from './prompt-factory.js';
import { giveSubscription } from './subscription-factory.js';

/**
 * A library as people leave it: an admin, a user with templates, trash, favourites, a shared prompt, an API
 * key, a paid plan and an AI tool connected with OAuth, a pending sign-up, a failed sign-in; through the
 * API wherever one exists, as rows where only a provider or a job writes them. Then every table of the
 * schema, whatever migrations have added, must hold at least one row, so a backup test over it covers it.
 */
export async function seedEveryTable(t: TestApp): Promise<{ email: string; titles: string[] }> {
  const admin = await createUser(t, { admin: true });
  const user = await createUser(t);
  await createUser(t, { approved: false });

  const template = await createPromptAs(user.client, {
    title: 'Zoë’s 提示 🐦 "quoted" \\ back',
    content: 'Dear {{ name }},\n\tthanks for {{thing | select:options=["a","b"]}}.\r\nNULL \\N \\. end',
    description: 'Line one\nline two, with a tab\tand a backslash \\',
    tags: ['work', '日本語', 'with space'],
  });
  const untagged = await createPromptAs(user.client, { title: 'No tags', content: 'Plain.', tags: [] });
  const trashed = await createPromptAs(user.client, { title: 'Trashed', content: 'Old {{draft}}' });
  await user.client.request('PATCH', `/api/v1/prompts/${template.id}`, { title: 'Zoë’s 提示 🐦 "quoted" \\ back (v2)' });
  expect((await user.client.request('PUT', `/api/v1/prompts/${template.id}/values`, { values: { name: 'Zoë\n"quoted" \\N', thing: 'b' } })).status).toBe(200);
  await user.client.request('PUT', `/api/v1/prompts/${untagged.id}/favorite`, { isFavorite: true });
  await user.client.post(`/api/v1/prompts/${untagged.id}/share`);
  await user.client.request('DELETE', `/api/v1/prompts/${trashed.id}`);
  expect((await user.client.post('/api/api-keys', { name: 'CI script ✓', access: 'read', expiresIn: 'never' })).status).toBe(201);
  await giveSubscription(t, user.id, { tier: 'Pro', source: 'stripe', stripeSubscriptionId: 'sub_123' });
  await user.client.post('/api/auth/sign-in', { email: user.email, password: 'wrong-password' });

  const sql = t.deps.db.$client;
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const [session] = await sql<Array<{ id: string }>>`select id from sessions where user_id = ${admin.id} limit 1`;
  await sql`insert into admin_settings (setting_key, setting_value) values ('auto_approve_users', false) on conflict do nothing`;
  await sql`insert into admin_unlocks (session_id, expires_at) values (${session!.id}, ${later})`;
  await sql`insert into verifications (id, identifier, value, expires_at) values (${randomUUID()}, ${`reset-password:${user.email}`}, 'token', ${later}) on conflict do nothing`;
  await sql`insert into account_deletion_tokens (token_hash, user_id, expires_at) values ('hash-of-a-deletion-link', ${user.id}, ${later})`;
  await sql`insert into billing_customers (user_id, stripe_customer_id) values (${user.id}, 'cus_123') on conflict do nothing`;
  await sql`insert into billing_checkouts (id, user_id, plan, expires_at, interval) values ('cs_local_1', ${user.id}, 'max', ${later}, 'year') on conflict do nothing`;
  await sql`insert into billing_events (id, type) values ('evt_1', 'customer.subscription.updated') on conflict do nothing`;
  await sql`insert into job_runs (name, last_run_at) values ('purge-trash', ${now}) on conflict do nothing`;
  await sql`insert into rate_limits (key, count, window_start) values ('sign-in:203.0.113.9', 3, ${now}) on conflict do nothing`;
  await sql`insert into security_events (type, email, details) values ('failed_login', ${user.email}, ${JSON.stringify({ error: 'Invalid login credentials', note: 'ünï' })}::jsonb)`;
  await seedOAuth(t, user.id, session!.id);
  return { email: user.email, titles: ['Zoë’s 提示 🐦 "quoted" \\ back (v2)', 'No tags', 'Trashed'] };
}

/** An AI tool that registered, was allowed by the user, and holds a refresh and an access token. */
async function seedOAuth(t: TestApp, userId: string, sessionId: string) {
  const sql = t.deps.db.$client;
  const clientId = `client-${randomUUID()}`;
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 3_600_000).toISOString();
  await sql`insert into oauth_resources (id, identifier, name, allowed_scopes, created_at) values (${randomUUID()}, 'http://localhost:3000/mcp', 'PromptNest', ${['prompts:read']}, ${now}) on conflict do nothing`;
  await sql`insert into oauth_clients (id, client_id, name, redirect_uris, scopes, contacts, metadata, created_at)
    values (${randomUUID()}, ${clientId}, 'Claude', ${['https://claude.ai/api/mcp/auth_callback']}, ${['prompts:read', 'offline_access']}, ${[]}, ${JSON.stringify({ software: 'claude.ai' })}::jsonb, ${now})`;
  await sql`insert into oauth_client_resources (id, client_id, resource_id, created_at) values (${randomUUID()}, ${clientId}, 'http://localhost:3000/mcp', ${now})`;
  await sql`insert into oauth_consents (id, client_id, user_id, scopes, created_at, updated_at) values (${randomUUID()}, ${clientId}, ${userId}, ${['prompts:read']}, ${now}, ${now})`;
  const refreshId = randomUUID();
  await sql`insert into oauth_refresh_tokens (id, token, client_id, session_id, user_id, scopes, expires_at, created_at, resources)
    values (${refreshId}, 'hashed-refresh', ${clientId}, ${sessionId}, ${userId}, ${['prompts:read']}, ${later}, ${now}, ${['http://localhost:3000/mcp']})`;
  await sql`insert into oauth_access_tokens (id, token, client_id, session_id, user_id, refresh_id, scopes, expires_at, created_at)
    values (${randomUUID()}, 'hashed-access', ${clientId}, ${sessionId}, ${userId}, ${refreshId}, ${['prompts:read']}, ${later}, ${now})`;
  await sql`insert into oauth_client_assertions (id, expires_at) values ('jti-1', ${later})`;
}

/** Every table's rows as text, sorted: two databases hold the same data when these are equal. */
export async function readEveryRow(sql: TestApp['deps']['db']['$client']): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  await sql.begin(async (tx) => {
    await tx`set local timezone = 'UTC'`;
    for (const table of await listTables(tx)) {
      const found = await tx.unsafe<Array<{ row: string }>>(`select t::text as row from public."${table.name}" t order by 1`);
      rows[table.name] = found.map((r) => r.row);
    }
  });
  return rows;
}
