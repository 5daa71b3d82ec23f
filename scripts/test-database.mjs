// Finds a PostgreSQL server for tests: TEST_DATABASE_URL, else the one at 127.0.0.1:5432 when it
// answers, else the bundled one (started under .tmp/test-postgres). Shared by unit and browser tests.
import postgres from 'postgres';

export const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function canConnect(url) {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** Returns { url, stop } for an admin connection to a server where test databases can be created. */
export async function findTestServer(log = () => {}) {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  if (await canConnect(LOCAL_URL)) return { url: LOCAL_URL, stop: async () => {} };
  log('no PostgreSQL at 127.0.0.1:5432: starting the bundled one for tests');
  // Plain node (the browser-test server, the bench) cannot import TypeScript by itself: tsx loads it.
  const { tsImport } = await import('tsx/esm/api');
  const { startBundledPostgres } = await tsImport('../apps/server/src/db/bundled-postgres.ts', import.meta.url);
  const path = await import('node:path');
  const quiet = { debug() {}, info() {}, warn() {}, error: console.error, child() { return quiet; } };
  const bundled = await startBundledPostgres(path.resolve('.tmp/test-postgres'), quiet);
  const url = new URL(bundled.url);
  url.pathname = '/postgres';
  return { url: url.toString(), stop: () => bundled.stop() };
}

export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
