// npm run test:crash (run in CI): the server as npm start runs it, on its bundled PostgreSQL, under a write
// load. It is killed with -9 five times, and the bundled PostgreSQL itself once. After each crash every
// create that was answered 2xx must be in the library, and the server must serve again within 10 s.
//   CRASH_ROUNDS (5), CRASH_WRITERS (8), CRASH_LOAD_MS (1500)
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForHealth } from '../bench/bench-utils.mjs';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 8);
const LOAD_MS = Number(process.env.CRASH_LOAD_MS ?? 1500);
const RESTART_LIMIT_MS = 10_000;
const dataDir = path.resolve('.tmp/crash-data');
const admin = { email: 'crash-admin@example.com', password: 'crash-password' };

if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
rmSync(dataDir, { recursive: true, force: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server;

function start() {
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), APP_URL: base, LOG_LEVEL: 'warn', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function restartTimed() {
  const started = performance.now();
  start();
  await waitForHealth(base);
  return performance.now() - started;
}

const json = { 'content-type': 'application/json', origin: base };
async function signIn() {
  const res = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Writers create prompts until told to stop; every title answered 2xx is remembered. */
function writeLoad(cookie, acknowledged, round) {
  let running = true;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let n = 0; running; n += 1) {
      const title = `crash ${round}-${writer}-${n}`;
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/v1/prompts`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ title, content: 'Survive a crash.' }) });
        if (res.ok) acknowledged.add(title);
        // While the database restarts the answer is 503 (try again); a 500 would be a bug.
        if (res.status >= 500 && res.status !== 503) serverErrors.count += 1;
      } catch {
        // the server died under this request: it was never answered, so it need not exist
      }
      slowest.ms = Math.max(slowest.ms, performance.now() - started);
    }
  });
  return async () => {
    running = false;
    await Promise.all(writers);
  };
}

async function storedTitles(cookie) {
  const titles = new Set();
  let cursor = null;
  do {
    const res = await fetch(`${base}/api/v1/prompts?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
    const page = await res.json();
    for (const item of page.items) titles.add(item.title);
    cursor = page.nextCursor;
  } while (cursor);
  return titles;
}

function killPostgres() {
  const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
}

const acknowledged = new Set();
const report = [];
const slowest = { ms: 0 };
const serverErrors = { count: 0 };
let failed = false;
try {
  const first = await restartTimed();
  let cookie = await signIn();
  // An unlimited plan, so that every create is a write (a Free account would stop at 5).
  await fetch(`${base}/api/admin/unlock`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ password: admin.password }) });
  const grant = await fetch(`${base}/api/admin/test-subscriptions`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ email: admin.email, tier: 'Max', durationDays: 365 }) });
  if (!grant.ok) throw new Error(`grant answered ${grant.status}`);
  console.log(`first start (new database): ${Math.round(first)} ms`);

  for (let round = 1; round <= ROUNDS + 1; round += 1) {
    const killsDatabase = round === ROUNDS + 1;
    const stopLoad = writeLoad(cookie, acknowledged, round);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    let recoveryMs;
    if (killsDatabase) {
      // The database dies under the running server, which must bring it back by itself.
      const died = performance.now();
      killPostgres();
      await new Promise((resolve) => setTimeout(resolve, 100));
      let ok = false;
      while (!ok && performance.now() - died < 30_000) {
        ok = await fetch(`${base}/api/v1/prompts?limit=1`, { headers: { cookie }, signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
        if (!ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      recoveryMs = performance.now() - died;
      await stopLoad();
    } else {
      const exited = new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)));
      server.kill('SIGKILL');
      await exited;
      await stopLoad();
      recoveryMs = await restartTimed();
      cookie = await signIn();
    }
    const stored = await storedTitles(cookie);
    const lost = [...acknowledged].filter((title) => !stored.has(title));
    const ok = lost.length === 0 && recoveryMs < RESTART_LIMIT_MS && serverErrors.count === 0;
    failed ||= !ok;
    report.push({ round, killed: killsDatabase ? 'bundled PostgreSQL' : 'server (kill -9)', acknowledged: acknowledged.size, lost: lost.length, servesAgainMs: Math.round(recoveryMs), slowestWriteMs: Math.round(slowest.ms), answered500: serverErrors.count, ok });
    slowest.ms = 0;
    serverErrors.count = 0;
  }
} finally {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}
console.table(report);
if (failed) {
  console.error('crash test FAILED: an acknowledged write was lost, a request was answered 500, or the server took too long to serve again');
  process.exit(1);
}
console.log(`crash test passed: ${acknowledged.size} acknowledged creates, none lost`);
