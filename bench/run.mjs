// npm run bench: the library list and search on a seeded library, under load, against a real server
// process and a real PostgreSQL. Prints a table and writes bench/results/library.json.
//   BENCH_PROMPTS (default 10000), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { databaseUrl, findTestServer } from '../scripts/test-database.mjs';
import { RARE_WORD, seedPrompts } from './seed.mjs';

// Measure what npm start runs: the bundled server.
if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const name = 'promptnest_bench';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;

const pg = await findTestServer(console.log);
const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name}`);
const url = databaseUrl(pg.url, name);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  env: { ...process.env, DATABASE_URL: url, PORT: String(port), APP_URL: base, DATA_DIR: path.resolve('.tmp/bench-data'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await pg.stop();
};

try {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A real account and session cookie; the first account is an approved admin.
  const signUp = await fetch(`${base}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }) });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { user } = await signUp.json();
  const db = postgres(url, { max: 2, onnotice: () => {} });
  const seeded = performance.now();
  await seedPrompts(db, user.id, PROMPTS);
  // A library this size belongs to a Max subscriber (unlimited); on Free it would be hidden past the limits.
  await db`insert into subscriptions (user_id, tier) values (${user.id}, 'Max')`;
  await db.end();
  console.log(`seeded ${PROMPTS} prompts in ${Math.round(performance.now() - seeded)} ms`);

  const scenarios = [
    ['list, first page', '/api/prompts'],
    ['list, tag filter', '/api/prompts?tag=marketing'],
    ['search, common word', '/api/prompts?q=summarize'],
    ['search, partial word', '/api/prompts?q=onboard'],
    [`search, rare word`, `/api/prompts?q=${RARE_WORD}`],
    ['tags with counts', '/api/tags'],
  ];
  const results = [];
  for (const [label, route] of scenarios) {
    const check = await fetch(`${base}${route}`, { headers: { cookie } });
    if (!check.ok) throw new Error(`${route} answered ${check.status}`);
    const run = await autocannon({ url: `${base}${route}`, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
    results.push({ label, route, requestsPerSecond: Math.round(run.requests.average), p50: run.latency.p50, p97_5: run.latency.p97_5, p99: run.latency.p99, errors: run.errors + run.non2xx });
  }
  console.log(`\nLibrary of ${PROMPTS} prompts, ${CONNECTIONS} connections, ${SECONDS} s each (latency in ms)\n`);
  console.table(results.map(({ route: _route, ...row }) => row));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/library.json', JSON.stringify({ date: new Date().toISOString(), prompts: PROMPTS, connections: CONNECTIONS, seconds: SECONDS, results }, null, 2));
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await stop();
}
