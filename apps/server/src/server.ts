import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.js';
import { bootstrapAdmin } from './auth/admin-bootstrap.js';
import { billingWarning, type Config } from './config.js';
import { startBundledPostgres, type BundledPostgres } from './db/bundled-postgres.js';
import { connectDatabase, migrateDatabase, type DatabaseHandle } from './db/connect.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { jobs, startJobs } from './jobs/scheduler.js';
import { backupJobs } from './backup/nightly-backup.js';
import type { Logger } from './logger.js';
import { buildDeps } from './context/app-deps.js';
import { createMailer } from './mail/mailer.js';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Opens the database (bundled or DATABASE_URL), migrates, wires the app and listens. */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn();
  };
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      cleanups.push(lockDataDir(config.dataDir));
      const bundled: BundledPostgres = await startBundledPostgres(config.dataDir, log);
      cleanups.push(() => bundled.stop());
      databaseUrl = bundled.url;
    }
    const database: DatabaseHandle = connectDatabase(databaseUrl);
    cleanups.push(() => database.close());
    await migrateDatabase(database);

    const warning = billingWarning(config.billing);
    if (warning) log.warn(warning);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
    const deps = buildDeps({ config, db: database.db, mailer, log });
    if (config.admin) await bootstrapAdmin(deps, config.admin);
    const app = createApp(deps);
    cleanups.push(startJobs({ db: database.db, log }, [...jobs, ...backupJobs(config, database.sql, log)]));

    const server = await listen(app.fetch, config);
    cleanups.push(() => closeServer(server));
    const port = (server.address() as AddressInfo).port;
    return { url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`, port, close: cleanup };
  } catch (error) {
    await cleanup().catch(() => undefined);
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold close() open.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => (server as { closeAllConnections?: () => void }).closeAllConnections?.(), 5000).unref();
  });
}
