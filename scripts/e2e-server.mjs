// The server the browser tests run against: a fresh database on the test PostgreSQL server
// (see test-database.mjs), a fresh DATA_DIR whose mail outbox the tests read, on E2E_PORT.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { databaseUrl, findTestServer } from './test-database.mjs';

const port = process.env.E2E_PORT ?? '3999';
const dataDir = path.resolve('.tmp/e2e-data');
// E2E_DATABASE lets two checkouts run their browser tests side by side on one PostgreSQL server.
const name = process.env.E2E_DATABASE ?? 'promptnest_e2e';

const server = await findTestServer(console.log);
const admin = postgres(server.url, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const url = databaseUrl(server.url, name);
writeFileSync(path.join(dataDir, 'database-url'), url);

const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  await server.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
child.on('exit', (code) => void stop(code ?? 1));
