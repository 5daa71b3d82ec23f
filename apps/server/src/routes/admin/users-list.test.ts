import type { AdminUsersResponse } from '@promptnest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { startAdminTestApp } from '../../../test/admin-test-app.js';
import type { TestApp, TestDatabase } from '../../../test/harness.js';
import { giveSubscription } from '../../../test/subscription-factory.js';

let db: TestDatabase;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => ({ db, t, admin } = await startAdminTestApp()));
afterAll(() => db.drop());

const list = (query: string) => admin.client.get<AdminUsersResponse>(`/api/admin/users${query}`);

describe('the Users card', () => {
  it('lists accounts newest first with joined date, plan and status, searchable by e-mail', async () => {
    const tag = `team${Date.now()}`;
    const approved = await createUser(t, { email: `ann.${tag}@example.com` });
    const pending = await createUser(t, { email: `bob.${tag}@example.com`, approved: false });
    const suspended = await createUser(t, { email: `cat.${tag}@example.com` });
    await giveSubscription(t, approved.id, { source: 'admin', tier: 'Max' });
    await admin.client.post(`/api/admin/users/${suspended.id}/suspend`);
    await createUser(t, { email: `someone-else-${Date.now()}@example.com` });

    const res = await list(`?search=${encodeURIComponent(`  ${tag.toUpperCase()} `)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      users: [
        { id: suspended.id, email: suspended.email, createdAt: expect.any(String), tier: null, status: 'suspended', isAdmin: false },
        { id: pending.id, email: pending.email, createdAt: expect.any(String), tier: null, status: 'pending', isAdmin: false },
        { id: approved.id, email: approved.email, createdAt: expect.any(String), tier: 'Max', status: 'approved', isAdmin: false },
      ],
      nextOffset: null,
    });
    expect((await list(`?search=${admin.email}`)).body.users).toEqual([expect.objectContaining({ id: admin.id, isAdmin: true, status: 'approved' })]);
    // LIKE wildcards in the search are plain characters.
    expect((await list('?search=%25')).body.users).toEqual([]);
    expect((await list('?search=nobody-has-this-address')).body).toEqual({ users: [], nextOffset: null });
  });

  it('pages with limit and offset, at most 100 a page', async () => {
    const tag = `page${Date.now()}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createUser(t, { email: `u${i}.${tag}@example.com` }));
    const newestFirst = made.map((u) => u.id).reverse();

    const first = await list(`?search=${tag}&limit=2`);
    expect(first.body.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.nextOffset).toBe(2);
    const second = await list(`?search=${tag}&limit=2&offset=2`);
    expect(second.body.users.map((u) => u.id)).toEqual(newestFirst.slice(2, 4));
    const last = await list(`?search=${tag}&limit=2&offset=4`);
    expect(last.body).toEqual({ users: [expect.objectContaining({ id: newestFirst[4] })], nextOffset: null });
    expect((await list('?limit=100')).status).toBe(200);
  });

  it('answers bad paging and unknown parameters with a 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?offset=-1', '?offset=1.5', '?role=admin', `?search=${'x'.repeat(300)}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    expect((await list('?limit=101')).body).toMatchObject({ message: 'limit must be from 1 to 100' });
  });
});
