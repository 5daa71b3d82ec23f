import { expect } from 'vitest';
import { PASSWORD } from './client.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase } from './harness.js';

/** A fresh database and app with an administrator whose panel is already unlocked (the admin tests' start). */
export async function startAdminTestApp() {
  const db = await createTestDatabase();
  const t = buildTestApp(db, { appUrl: 'http://app.test' });
  const admin = await createUser(t, { admin: true });
  expect((await admin.client.post('/api/admin/unlock', { password: PASSWORD })).status).toBe(200);
  return { db, t, admin };
}
