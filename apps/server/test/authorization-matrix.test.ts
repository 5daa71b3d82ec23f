import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrix, newWorld, roles, routesOfTheRouter } from './api-matrix.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';

/**
 * Every endpoint of the API, read from the router itself, called as: signed out, pending approval, another
 * user (on the owner's objects), an administrator (on the owner's objects) and the owner. Each expected status
 * is written down in api-matrix.ts; a route without an entry fails the suite, and no 2xx answer to anyone but
 * the owner may carry the owner's private data.
 */
let db: TestDatabase;
let t: TestApp;
let adminEmail: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { appUrl: 'https://app.test' });
  adminEmail = (await createUser(t, { admin: true })).email;
});
afterAll(() => db.drop());

describe('authorization matrix', () => {
  it('has an expectation for every endpoint of the router, and none for a route that no longer exists', () => {
    expect(routesOfTheRouter(t)).toEqual(Object.keys(matrix).sort());
  });

  for (const [key, entry] of Object.entries(matrix)) {
    it(key, async () => {
      const [method = 'GET'] = key.split(' ');
      const world = await newWorld(t, adminEmail);
      await entry.setup?.(world);
      for (const role of roles) {
        const request = await entry.build(world, role);
        const res = await world.callers[role].request(method, request.path, request.body ?? (method === 'GET' ? undefined : {}), { headers: request.headers });
        expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(entry.expect[role]);
        if (role !== 'owner' && res.status < 300) {
          const text = JSON.stringify(res.body);
          expect(text, `${role} saw the owner's private prompt`).not.toContain('OWNER-SECRET');
          expect(text, `${role} saw the owner's private notes`).not.toContain('Private notes of the owner');
          if (role !== 'admin') {
            expect(text, `${role} saw the owner's e-mail`).not.toContain(world.owner.email);
            expect(text, `${role} saw the owner's id`).not.toContain(world.owner.id);
          }
        }
      }
    });
  }
});
