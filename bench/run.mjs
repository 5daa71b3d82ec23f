// npm run bench: PromptNest under load against a real PostgreSQL, beside a bare Node + postgres.js server
// running the same SQL (bench/baseline-server.mjs), measured in the same run. Prints a table and writes
// bench/results/api.json. Defaults are the full run; CI passes a small seed so the script cannot rot.
//   BENCH_USERS (1000), BENCH_PROMPTS (100000 in all), BENCH_HEAVY (20000: the measured user's library),
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ONLY (a scenario label: measure just that one;
//   'import 10,000 prompts (JSON)' and 'history list' measure only those),
//   BENCH_PROFILE (a folder: the server writes a V8 CPU profile there when it stops, for finding where time goes)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { databaseUrl, findTestServer } from '../scripts/test-database.mjs';
import { measureAccountReady } from './account-ready.mjs';
import { IMPORT_LABEL, measureImport } from './import-large.mjs';
import { freePort, latencyPercentile, waitForHealth } from './bench-utils.mjs';
import { RARE_WORD, seedOtherUsers, seedPrompts, seedVersionedPrompt, settle } from './seed.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 100_000);
const HEAVY = Number(process.env.BENCH_HEAVY ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const name = 'promptnest_bench';
/** What a person types into the command palette, one request per key: a title word of the library. */
const PALETTE_PREFIXES = ['mee', 'meet', 'meeti', 'meeting'];

// Measure what npm start runs: the bundled server.
if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const pg = await findTestServer(console.log);
const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name}`);
const url = databaseUrl(pg.url, name);

const [port, basePort] = [await freePort(), await freePort()];
const app = `http://127.0.0.1:${port}`;
const baseline = `http://127.0.0.1:${basePort}`;
// The per-key limit (600 a minute by default) would answer most of a load test with 429: raised here.
const env = { ...process.env, DATABASE_URL: url, AUTH_SECRET, LOG_LEVEL: 'warn', API_KEY_RATE_LIMIT: '1000000' };
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
const server = spawn(process.execPath, [...profile, 'apps/server/dist/main.js'], {
  env: { ...env, PORT: String(port), APP_URL: app, DATA_DIR: path.resolve('.tmp/bench-data') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let baselineServer;

async function stop() {
  for (const child of [server, baselineServer]) {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await pg.stop();
}

/** The 2026-07-28 revision's envelope in `_meta`, and its standard headers. */
const mcpMeta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' }, 'io.modelcontextprotocol/clientCapabilities': {} };
const mcpHeaders = (method, name) => ({ accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) });

/** One MCP request of the 2026-07-28 revision. */
function mcpScenario(label, against, key, method, name, args) {
  return {
    label,
    against,
    mcp: true,
    route: '/mcp',
    method: 'POST',
    key,
    headers: mcpHeaders(method, name),
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { name, arguments: args, _meta: mcpMeta } }),
  };
}

/** One MCP prompts/list; answers how long it took. */
async function timeFirstMcpCall(base, key) {
  const started = performance.now();
  const res = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { ...mcpHeaders('prompts/list'), 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'prompts/list', params: { _meta: mcpMeta } }),
  });
  const text = await res.text();
  if (!res.ok || text.includes('"error"')) throw new Error(`MCP prompts/list answered ${res.status}: ${text.slice(0, 300)}`);
  return performance.now() - started;
}

async function measure(target, scenario, cookie) {
  // A write names our origin, as every browser's does (writes with cookies and no Origin are refused:
  // docs/decisions/0010); the baseline ignores it. A scenario with a key sends it instead of the cookie.
  const write = scenario.body ? { 'content-type': 'application/json', ...(scenario.key ? {} : { origin: app }) } : {};
  const caller = scenario.anonymous ? {} : scenario.key ? { authorization: `Bearer ${scenario.key}` } : { cookie };
  const headers = { ...caller, ...write, ...scenario.headers };
  const options = { url: `${target}${scenario.route}`, method: scenario.method ?? 'GET', body: scenario.body, headers, connections: CONNECTIONS, duration: SECONDS };
  const check = await fetch(options.url, { method: options.method, body: options.body, headers });
  if (!check.ok) throw new Error(`${target}${scenario.route} answered ${check.status}: ${await check.text()}`);
  if (scenario.mcp) {
    const reply = await check.json();
    if (!reply.result || reply.result.isError) throw new Error(`${scenario.label} answered ${JSON.stringify(reply).slice(0, 300)}`);
  }
  const run = await autocannon(options);
  return { requestsPerSecond: Math.round(run.requests.average), p50: run.latency.p50, p99: run.latency.p99, errors: run.errors + run.non2xx };
}

const HISTORY_LABEL = 'history list';
const HISTORY_VERSIONS = 500;

/** p95 of one request at a time (no queueing): what a person typing in the search box, or opening History, waits. */
async function searchLatency(target, routes, cookie, count = 200) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${target}${[routes].flat()[i % [routes].flat().length]}`, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return latencyPercentile(times, 95);
}

try {
  await waitForHealth(app);
  // The measured user: a real account with a real session cookie (the first account is an approved admin).
  // Sign-up does not sign in by itself (docs/decisions/0010): the session comes from the sign-in after it.
  const account = JSON.stringify({ email: 'bench@example.com', password: 'bench-password' });
  const jsonHeaders = { 'content-type': 'application/json', origin: app };
  await fetch(`${app}/api/auth/sign-up`, { method: 'POST', headers: jsonHeaders, body: account });
  const signIn = await fetch(`${app}/api/auth/sign-in`, { method: 'POST', headers: jsonHeaders, body: account });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { user } = await signIn.json();
  const db = postgres(url, { max: 2, onnotice: () => {} });
  const seeded = performance.now();
  await seedPrompts(db, user.id, HEAVY);
  await seedOtherUsers(db, USERS - 1, Math.max(0, PROMPTS - HEAVY));
  // A library this size belongs to a Max subscriber (unlimited); on Free it would be hidden past the limits.
  await db`insert into subscriptions (user_id, tier) values (${user.id}, 'Max')`;
  const versioned = await seedVersionedPrompt(db, user.id, HISTORY_VERSIONS);
  const [one] = await db`select id from prompts where user_id = ${user.id} order by updated_at desc limit 1 offset 7`;
  const [template] = await db`insert into prompts (user_id, title, content, tags, is_template)
    values (${user.id}, 'Benchmark template', 'Write a {{tone}} summary of {{topic}} for {{audience}}.', '{bench}', true) returning id`;
  await db`update prompts set is_shared = true, share_id = 'benchShare01' where id = ${one.id}`;
  await settle(db);
  await db.end();
  console.log(`seeded ${USERS} users and ${PROMPTS} prompts (${HEAVY} for the measured user) in ${Math.round(performance.now() - seeded)} ms`);

  // A Read only personal key, made the way a person makes one (account page → API keys).
  const created = await fetch(`${app}/api/api-keys`, { method: 'POST', headers: { ...jsonHeaders, cookie }, body: JSON.stringify({ name: 'Benchmark', access: 'read', expiresIn: 'never' }) });
  if (created.status !== 201) throw new Error(`creating an API key answered ${created.status}: ${await created.text()}`);
  const { key } = await created.json();

  baselineServer = spawn(process.execPath, ['bench/baseline-server.mjs'], { env: { ...env, PORT: String(basePort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(baseline, '/api/shared/benchShare01');

  const scenarios = [
    { label: 'list, first page', route: '/api/v1/prompts' },
    { label: 'search, common word', route: '/api/v1/prompts?q=summarize' },
    { label: 'search, rare word', route: `/api/v1/prompts?q=${RARE_WORD}` },
    { label: 'get one prompt', route: `/api/v1/prompts/${one.id}` },
    { label: 'create', route: '/api/v1/prompts', method: 'POST', body: JSON.stringify({ title: 'Benchmark prompt', content: 'Write a short summary of {{topic}}.', tags: ['bench'] }) },
    { label: 'shared view (anonymous)', route: '/api/shared/benchShare01', anonymous: true },
    // The page itself, drawn on the server (docs/decisions/0022), beside a bare server answering the built page
    // with the prompt embedded, as before server rendering. Needs the web app built (npm run build).
    ...(existsSync('apps/web/dist/index.html') ? [{ label: 'shared page (anonymous)', route: '/shared/benchShare01', anonymous: true }] : []),
    { label: 'list via API key', route: '/api/v1/prompts', key },
    { label: 'render a template via API key', route: `/api/v1/prompts/${template.id}/render`, method: 'POST', key, body: JSON.stringify({ variables: { tone: 'friendly', topic: 'the quarterly report' } }) },
    { label: 'search via API key', route: '/api/v1/prompts?q=summarize', key },
    // MCP, as a 2026-07-28 client sends it (no session: every request stands alone), beside its REST twin above.
    mcpScenario('MCP tools/call search_prompts', 'search via API key', key, 'tools/call', 'search_prompts', { query: 'summarize' }),
    mcpScenario('MCP prompts/get (fill a template)', 'render a template via API key', key, 'prompts/get', 'benchmark-template', { tone: 'friendly', topic: 'the quarterly report' }),
  ];
  // Measured first, on the library as seeded (the create scenario below adds thousands of prompts to it).
  const searchP95 = {
    common: await searchLatency(app, '/api/v1/prompts?q=summarize', cookie),
    rare: await searchLatency(app, `/api/v1/prompts?q=${RARE_WORD}`, cookie),
    // The command palette searches as a person types: every prefix is a request (decision 0020).
    palette: await searchLatency(app, PALETTE_PREFIXES.map((typed) => `/api/v1/prompts?q=${typed}&limit=8`), cookie),
  };
  const only = process.env.BENCH_ONLY;
  // The History panel's first page, for a prompt with 500 versions.
  const historyP95 = !only || only === HISTORY_LABEL ? await searchLatency(app, `/api/v1/prompts/${versioned}/versions`, cookie) : null;
  // The seed writes rows directly, as a library written before MCP names were kept with the title (migration
  // 0015): the first MCP call names them all, once. Timed here on its own, so the MCP rows measure the steady state.
  const namingMs = scenarios.some((s) => s.mcp && (!only || s.label === only)) ? await timeFirstMcpCall(app, key) : null;
  const results = [];
  const twinOfOnly = scenarios.find((s) => s.label === only)?.against;
  for (const scenario of scenarios.filter((s) => !only || s.label === only || s.label === twinOfOnly)) {
    const ours = await measure(app, scenario, cookie);
    if (scenario.against) {
      // An MCP row's baseline is PromptNest's own REST route for the same work, measured just before.
      const twin = results.find((r) => r.scenario === scenario.against);
      results.push({ scenario: `${scenario.label} (vs ${scenario.against})`, ...ours, baselineRps: twin.requestsPerSecond, baselineP99: twin.p99, ratio: Number((ours.requestsPerSecond / twin.requestsPerSecond).toFixed(2)) });
      continue;
    }
    const bare = await measure(baseline, scenario, cookie);
    results.push({ scenario: scenario.label, ...ours, baselineRps: bare.requestsPerSecond, baselineP99: bare.p99, ratio: Number((ours.requestsPerSecond / bare.requestsPerSecond).toFixed(2)) });
  }
  // The account page in a real browser, for the measured user (a Max subscriber with the big library); it
  // needs the web app built (npm run build), which the server then serves.
  // Import is one large request, not a load: timed on its own, into fresh accounts (BENCH_ONLY='import 10,000 prompts (JSON)').
  const importLarge = !only || only === IMPORT_LABEL ? await measureImport(app, url).catch((error) => ({ error: error.message })) : { error: 'skipped: BENCH_ONLY measures one scenario' };
  const accountReady = process.env.BENCH_ONLY ? { error: 'skipped: BENCH_ONLY measures one scenario' } : await measureAccountReady(app, cookie).catch((error) => ({ error: error.message }));
  const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  // Bundle sizes per route chunk (gzip), from the last `npm run build`.
  const bundles = spawnSync(process.execPath, ['bench/bundle-size.mjs'], { encoding: 'utf8' });

  console.log(`\n${USERS} users, ${PROMPTS} prompts (${HEAVY} in the measured library); ${CONNECTIONS} connections, ${SECONDS} s each; latency in ms\n`);
  console.table(results);
  const byLabel = Object.fromEntries(results.map((r) => [r.scenario, r]));
  const keyCost = byLabel['list via API key'] && byLabel['list, first page'] ? 1 - byLabel['list via API key'].requestsPerSecond / byLabel['list, first page'].requestsPerSecond : null;
  if (keyCost !== null) console.log(`authenticating by key instead of the session cookie, same route (list): ${(keyCost * 100).toFixed(1)}% fewer requests a second`);
  console.log(`search p95, one request at a time: common word ${searchP95.common.toFixed(1)} ms, rare word ${searchP95.rare.toFixed(1)} ms, palette as typed (${PALETTE_PREFIXES.join(', ')}) ${searchP95.palette.toFixed(1)} ms`);
  if (historyP95 !== null) console.log(`${HISTORY_LABEL} p95, one request at a time (a prompt with ${HISTORY_VERSIONS} versions): ${historyP95.toFixed(1)} ms`);
  console.log(
    accountReady.error
      ? `account page ready: not measured (${accountReady.error.split('\n')[0]})`
      : `account page ready (real browser, until no loading state remains): median ${accountReady.medianMs} ms of ${accountReady.runs.join(', ')}`,
  );
  console.log(
    importLarge.error
      ? `${IMPORT_LABEL}: not measured (${importLarge.error.split('\n')[0]})`
      : `${IMPORT_LABEL}, a ${importLarge.fileMb} MB file: preview median ${importLarge.previewMedianMs} ms, import median ${importLarge.importMedianMs} ms (runs ${importLarge.importRuns.join(', ')}; target under 10,000 ms)`,
  );
  if (namingMs !== null) console.log(`first MCP call on a library of ${HEAVY} prompts written without MCP names (names them all, once): ${Math.round(namingMs)} ms`);
  console.log(`server RSS after the run: ${rssMb} MB`);
  console.log(bundles.status === 0 ? bundles.stdout : `web bundle sizes: run npm run build first (${bundles.stderr.trim().split('\n')[0]})`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/api.json',
    JSON.stringify({ date: new Date().toISOString(), users: USERS, prompts: PROMPTS, heavy: HEAVY, connections: CONNECTIONS, seconds: SECONDS, results, keyCost, searchP95, importLarge, historyP95, accountReady, namingMs, rssMb }, null, 2),
  );
  if (results.some((r) => r.errors > 0)) {
    console.error('some requests failed');
    process.exitCode = 1;
  }
} finally {
  await stop();
}
