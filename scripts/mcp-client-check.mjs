// An MCP client that is not ours, against `npm start`: the MCP inspector's command-line mode lists the
// tools, calls search_prompts and lists the prompts of a fresh account, with a personal API key, in both
// protocol revisions. Part of npm test ("proof"); exits non-zero on any difference.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, waitForHealth } from '../bench/bench-utils.mjs';
import { databaseUrl, findTestServer } from './test-database.mjs';

const name = 'promptnest_mcp_client_check';
const pg = await findTestServer(console.log);
const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name}`);

const port = await freePort();
const app = `http://127.0.0.1:${port}`;
const home = mkdtempSync(path.join(os.tmpdir(), 'promptnest-inspector-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, DATABASE_URL: databaseUrl(pg.url, name), PORT: String(port), APP_URL: app, DATA_DIR: path.join(home, 'data'), LOG_LEVEL: 'warn', AUTH_SECRET: 'mcp-check-secret-mcp-check-secret-0123456' },
});

/** The inspector's CLI, as a person would run it, with its settings kept in a throwaway home. */
function inspector(key, era, ...args) {
  const bin = path.resolve('node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
  const result = spawnSync(process.execPath, [bin, '--cli', `${app}/mcp`, '--transport', 'http', '--header', `Authorization: Bearer ${key}`, '--protocol-era', era, ...args, '--format', 'json'], {
    encoding: 'utf8',
    env: { ...process.env, HOME: home, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`inspector ${args.join(' ')} (${era}) exited ${result.status}: ${result.stderr || result.stdout}`);
  // The answer as the MCP result it printed ({ "result": … }).
  return JSON.parse(result.stdout).result;
}

function expect(condition, what) {
  if (!condition) throw new Error(`MCP client check: ${what}`);
  console.log(`  ✓ ${what}`);
}

let failed = false;
try {
  await waitForHealth(app);
  const jsonHeaders = { 'content-type': 'application/json', origin: app };
  const account = JSON.stringify({ email: 'mcp-check@example.com', password: 'mcp-check-password' });
  await fetch(`${app}/api/auth/sign-up`, { method: 'POST', headers: jsonHeaders, body: account });
  const signIn = await fetch(`${app}/api/auth/sign-in`, { method: 'POST', headers: jsonHeaders, body: account });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const created = await fetch(`${app}/api/api-keys`, { method: 'POST', headers: { ...jsonHeaders, cookie }, body: JSON.stringify({ name: 'Inspector', access: 'read', expiresIn: '30d' }) });
  const { key } = await created.json();
  const prompt = await fetch(`${app}/api/v1/prompts`, {
    method: 'POST',
    headers: { ...jsonHeaders, cookie },
    body: JSON.stringify({ title: 'Release notes', content: 'Write release notes for {{version}} in a {{tone}} tone.', tags: ['writing'] }),
  });
  expect(prompt.status === 201, 'a template is saved through API v1');

  for (const era of ['modern', 'legacy']) {
    console.log(`MCP inspector, ${era === 'modern' ? '2026-07-28' : '2025-11-25'}:`);
    const { tools } = inspector(key, era, '--method', 'tools/list');
    const names = tools.map((tool) => tool.name).sort().join(',');
    expect(names === 'fill_template,get_prompt,list_tags,search_prompts', `a Read only key lists the read tools (${names})`);
    const found = inspector(key, era, '--method', 'tools/call', '--tool-name', 'search_prompts', '--tool-arg', 'query=release');
    const hit = found.structuredContent?.prompts?.[0];
    expect(hit?.title === 'Release notes' && hit.variables.join(',') === 'version,tone', 'search_prompts finds the template with its variables');
    const { prompts } = inspector(key, era, '--method', 'prompts/list');
    expect(prompts.some((p) => p.name === 'release-notes' && p.arguments.length === 2), 'the template is listed as the prompt release-notes');
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await pg.stop();
  rmSync(home, { recursive: true, force: true });
}
console.log(failed ? 'MCP client check failed' : 'MCP client check passed');
process.exit(failed ? 1 : 0);
