// Lighthouse (mobile: its default phone emulation and simulated slow 4G) on the landing page and on a shared
// template, against the built server (run `npm run build` first) with its own database and DATA_DIR.
// Prints the four category scores, what cost points where a target is missed, and writes
// bench/results/lighthouse.json. Exits non-zero only when it could not measure.
//   LIGHTHOUSE_RUNS (default 3): runs per page; the run with the median performance score is reported.
//   SERVER_ENTRY (default apps/server/dist/main.js): the server bundle to start.
// Targets: performance ≥ 95, accessibility, best practices and SEO 100.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import postgres from 'postgres';
import { freePort, waitForHealth } from './bench-utils.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SERVER_ENTRY = process.env.SERVER_ENTRY ?? 'apps/server/dist/main.js';
const DB_NAME = 'promptnest_lighthouse';
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function ensureDatabase() {
  const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {} });
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${DB_NAME}`;
    if (!existing) await admin.unsafe(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
}

/** A user with a shared template, made through the API as the app makes them; returns the share id. */
async function createSharedTemplate(base) {
  const post = async (pathname, body, cookie) => {
    const headers = { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) };
    const res = await fetch(`${base}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${pathname}: ${res.status} ${await res.text()}`);
    return res;
  };
  const email = `lighthouse-${Date.now()}@example.com`;
  await post('/api/auth/sign-up', { email, password: 'lighthouse-password' });
  const signIn = await post('/api/auth/sign-in', { email, password: 'lighthouse-password' });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  // Only the very first account of a database is approved by itself; this one may not be the first.
  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  await sql`update users set approved = true where email = ${email}`;
  await sql.end();
  const prompt = await post(
    '/api/v1/prompts',
    {
      title: 'Weekly team update',
      description: 'Turns rough notes into a short, friendly update for the team.',
      content: 'Turn these notes into a weekly update for {{team}}:\n\n{{notes}}\n\nLead with {{biggest win}}, keep blockers for the end, and stay under 150 words.',
      tags: ['work', 'writing'],
    },
    cookie,
  ).then((res) => res.json());
  const { shareId } = await post(`/api/v1/prompts/${prompt.id}/share`, {}, cookie).then((res) => res.json());
  return shareId;
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]));
  // What cost points: every weighted audit below full marks, by category.
  const failing = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ({ id: ref.id, title: lhr.audits[ref.id].title, score: lhr.audits[ref.id].score, value: lhr.audits[ref.id].displayValue ?? null })),
    ]),
  );
  return { scores, metrics, failing };
}

async function audit(url, chrome) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    runs.push(summarise(lhr));
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...runs[Math.floor(runs.length / 2)], performanceRuns: runs.map((run) => run.scores.performance) };
}

await ensureDatabase();
// An ephemeral port from the system: never the browser tests' 3999.
const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = path.resolve('.tmp/lighthouse-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [SERVER_ENTRY], {
  env: { ...process.env, DATABASE_URL, DATA_DIR: dataDir, PORT: String(port), APP_URL: base, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
let exitCode = 0;
try {
  await waitForHealth(base);
  const shareId = await createSharedTemplate(base);
  chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });

  const pages = { '/': `${base}/`, '/shared/{id}': `${base}/shared/${shareId}` };
  const results = {};
  for (const [name, url] of Object.entries(pages)) results[name] = await audit(url, chrome);

  console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated slow 4G:`);
  console.table(Object.fromEntries(Object.entries(results).map(([name, r]) => [name, { ...r.scores, LCP: r.metrics['largest-contentful-paint'], TBT: r.metrics['total-blocking-time'], CLS: r.metrics['cumulative-layout-shift'] }])));
  for (const [name, r] of Object.entries(results)) {
    for (const [category, audits] of Object.entries(r.failing)) {
      if (r.scores[category] < TARGETS[category]) {
        console.log(`${name} ${category} ${r.scores[category]} (target ${TARGETS[category]}): ${audits.map((a) => `${a.id}${a.value ? ` (${a.value})` : ''}`).join(', ')}`);
      }
    }
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lighthouse.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: '12', runs: RUNS, targets: TARGETS, pages: results }, null, 2)}\n`);
  console.log('Wrote bench/results/lighthouse.json');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  chrome?.kill();
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
}
process.exit(exitCode);
