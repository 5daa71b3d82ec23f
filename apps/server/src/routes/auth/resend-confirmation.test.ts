import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { mailRules } from '../../services/rate-limit.js';
import { signUp, TestClient } from '../../../test/client.js';
import { createUser, uniqueEmail } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

const confirmationsTo = (email: string) => t.mailbox.messages.filter((m) => m.to === email && m.subject === 'Confirm your PromptNest account');

describe('POST /api/auth/resend-confirmation', () => {
  it('answers 401 signed out and sends nothing', async () => {
    const res = await new TestClient(t).post('/api/auth/resend-confirmation');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('sends a pending user a new confirmation link that confirms the address', async () => {
    const email = uniqueEmail('pending');
    const client = await signUp(t, email);
    expect(confirmationsTo(email)).toHaveLength(1);

    const res = await client.post('/api/auth/resend-confirmation');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'sent' });
    expect(confirmationsTo(email)).toHaveLength(2);

    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+/.exec(confirmationsTo(email)[1]?.text ?? '')?.[0] ?? '';
    const visit = await t.app.request(new URL(link).pathname + new URL(link).search);
    expect(visit.status).toBeLessThan(400);
    const [row] = await t.deps.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(true);

    // Once confirmed there is nothing to send, and the answer says so.
    const again = await client.post('/api/auth/resend-confirmation');
    expect(again.body).toEqual({ status: 'already-confirmed' });
    expect(confirmationsTo(email)).toHaveLength(2);
  });

  it('counts against the mail limits: past them a 429 with a clear message and no e-mail', async () => {
    const email = uniqueEmail('flood');
    const client = await signUp(t, email); // the sign-up itself is one of the address's mails
    for (let sent = 1; sent < mailRules.perPair.limit; sent += 1) {
      expect((await client.post('/api/auth/resend-confirmation')).status).toBe(200);
    }
    const refused = await client.post('/api/auth/resend-confirmation');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(confirmationsTo(email)).toHaveLength(mailRules.perPair.limit);
  });

  it('serves an approved account whose address is not confirmed yet', async () => {
    const { client, email } = await createUser(t);
    expect((await client.post('/api/auth/resend-confirmation')).body).toEqual({ status: 'sent' });
    expect(confirmationsTo(email).length).toBeGreaterThanOrEqual(2);
  });
});
