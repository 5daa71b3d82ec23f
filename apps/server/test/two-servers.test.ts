import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.js';
import { prompts, subscriptions } from '../src/db/schema/index.js';
import { buildDeps } from '../src/context/app-deps.js';
import { jobs, runOnce } from '../src/jobs/scheduler.js';
import { createLogger } from '../src/logger.js';
import { PASSWORD, TestClient } from './client.js';
import { createUser } from './factories.js';
import { buildTestApp, createMailbox, createTestDatabase, testConfig, type TestApp, type TestDatabase } from './harness.js';
import { createPromptAs } from './prompt-factory.js';
import { giveSubscription } from './subscription-factory.js';

/**
 * Two servers behind a load balancer on one PostgreSQL: each with its own connection pool and nothing
 * shared but the database, as two processes would be. Sessions, sign-in limits and jobs must agree.
 */
let db: TestDatabase;
let secondHandle: DatabaseHandle;
let first: TestApp;
let second: TestApp;
const log = createLogger('silent');

beforeAll(async () => {
  db = await createTestDatabase();
  first = buildTestApp(db);
  secondHandle = connectDatabase(db.url, { max: 5 });
  const deps = buildDeps({ config: testConfig(), db: secondHandle.db, mailer: createMailbox(), log });
  second = { app: createApp(deps), deps, mailbox: createMailbox() };
  await createUser(first, { admin: true });
});
afterAll(async () => {
  await secondHandle.close();
  await db.drop();
});

/** The same browser, sent to either server by the load balancer. */
function onServer(from: TestClient, to: TestApp): TestClient {
  const client = new TestClient(to);
  const cookie = from.cookieHeader;
  const original = client.request.bind(client);
  client.request = (method, path, body, init = {}) => original(method, path, body, { ...init, headers: { cookie, ...init.headers } });
  return client;
}

describe('two servers on one database', () => {
  it('accept a session made on the other, and a sign-out on one ends it on both', async () => {
    const { client } = await createUser(first);
    const created = await createPromptAs(client, { title: 'Made on the first server' });
    const viaSecond = onServer(client, second);
    expect((await viaSecond.get(`/api/v1/prompts/${created.id}`)).body).toMatchObject({ title: 'Made on the first server' });
    expect((await viaSecond.post('/api/v1/prompts', { title: 'Made on the second', content: 'x' })).status).toBe(201);
    expect((await client.get<{ items: unknown[] }>('/api/v1/prompts')).body.items).toHaveLength(2);

    await viaSecond.post('/api/auth/sign-out');
    expect((await client.get('/api/v1/prompts')).status).toBe(401);
  });

  it('share the sign-in limit: attempts on both count together', async () => {
    const { email } = await createUser(first);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const server = i % 2 === 0 ? first : second;
      statuses.push((await new TestClient(server).post('/api/auth/sign-in', { email, password: 'wrong-password' })).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await new TestClient(first).post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(429);
    expect((await new TestClient(second).post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(429);
  });

  it('run the trash purge and the subscription renewal once, when both fire at the same moment', async () => {
    const { client, id } = await createUser(first);
    const old = await createPromptAs(client, { title: 'Deleted long ago' });
    await first.deps.db.update(prompts).set({ deletedAt: sql`now() - interval '31 days'` }).where(eq(prompts.id, old.id));
    await giveSubscription(first, id, { endsInDays: -1 });
    const [before] = await first.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, id));

    for (const job of jobs) {
      const ran = await Promise.all([runOnce({ db: first.deps.db, log }, job), runOnce({ db: second.deps.db, log }, job)]);
      expect(ran.filter(Boolean), job.name).toHaveLength(1);
    }
    expect(await first.deps.db.select().from(prompts).where(eq(prompts.id, old.id))).toEqual([]);
    const [after] = await first.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    // Renewed by one month exactly: not twice.
    const expected = new Date(before?.currentPeriodEnd ?? 0);
    expected.setMonth(expected.getMonth() + 1);
    expect(Math.abs((after?.currentPeriodEnd?.getTime() ?? 0) - expected.getTime())).toBeLessThan(2 * 86_400_000);
    expect(after?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
  });
});
