import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server as npm start runs it (the esbuild bundle) on the bundled PostgreSQL: killed with -9, it
 * restarts with every account intact; a second server on the same DATA_DIR is refused.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptnest-bundled-'));
const children: ChildProcess[] = [];

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits for /healthz; a server that never answers fails the test with what it printed, so the cause shows. */
async function waitHealthy(port: number, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s; it printed:\n${output() || '(nothing)'}`);
}

const post = (port: number, route: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the bundled database', () => {
  it('survives kill -9 of the server with every account intact, and refuses a second server', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitHealthy(port, first.output);
    const emails = ['one@example.com', 'two@example.com', 'three@example.com'];
    for (const email of emails) expect((await post(port, '/api/auth/sign-up', { email, password: 'secret-pw' })).status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer(port);
    await waitHealthy(port, second.output);
    for (const email of emails) expect((await post(port, '/api/auth/sign-in', { email, password: 'secret-pw' })).status).toBe(200);

    const intruder = startServer(await freePort());
    expect(await intruder.exited).toBe(75);
    expect(intruder.output()).toContain(`is already running with DATA_DIR ${dataDir}`);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
