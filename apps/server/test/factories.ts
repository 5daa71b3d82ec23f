import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.js';
import { PASSWORD, signUp, TestClient } from './client.js';
import type { TestApp } from './harness.js';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A signed-in account in the given state. The first account of a database becomes the admin by itself. */
export async function createUser(
  testApp: TestApp,
  options: { approved?: boolean; admin?: boolean; email?: string; password?: string } = {},
): Promise<{ client: TestClient; email: string; id: string }> {
  const email = options.email ?? uniqueEmail(options.admin ? 'admin' : 'user');
  const client = await signUp(testApp, email, options.password ?? PASSWORD);
  await testApp.deps.db
    .update(users)
    .set({ approved: options.approved ?? true, role: options.admin ? 'admin' : 'user' })
    .where(eq(users.email, email));
  const session = await client.get<{ user: { id: string } }>('/api/auth/session');
  return { client, email, id: session.body.user.id };
}
