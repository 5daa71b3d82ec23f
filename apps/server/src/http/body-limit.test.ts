import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { MAX_BODY_BYTES } from '../app.js';

let db: TestDatabase;
let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

/** A sign-up over a real socket, its body sent with a stated length or in chunks. */
function signUp(body: string, framing: 'length' | 'chunked'): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: new URL(t.deps.config.appUrl).origin };
    if (framing === 'length') headers['content-length'] = String(Buffer.byteLength(body));
    const req = request({ host: '127.0.0.1', port, path: '/api/auth/sign-up', method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { error?: string } }));
    });
    req.on('error', reject);
    if (framing === 'chunked') {
      // Several writes without a length: Node sends them as a chunked body.
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
    } else {
      req.write(body);
    }
    req.end();
  });
}

describe('the request body limit, over a real socket', () => {
  const tooBig = () => JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(MAX_BODY_BYTES) });

  it('answers an oversized body with 413 whether it states its length or comes in chunks, and creates no account', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      const body = tooBig();
      const res = await signUp(body, framing);
      expect(res.status, framing).toBe(413);
      expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
      const email = (JSON.parse(body) as { email: string }).email;
      const rows = await db.handle.sql`select 1 from users where email = ${email}`;
      expect(rows, framing).toHaveLength(0);
    }
  });

  it('reads a body under the limit either way', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      const res = await signUp(JSON.stringify({ email: uniqueEmail(), password: 'a-long-enough-password' }), framing);
      expect(res.status, framing).toBe(201);
    }
  });
});
