import type { ClientMetadataResourceFetch } from '@better-auth/oauth-provider';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.js';
import { createLogger } from '../src/logger.js';
import type { Mailer, MailMessage } from '../src/mail/mailer.js';
import type { AppDeps } from '../src/context/app-env.js';
import { buildDeps } from '../src/context/app-deps.js';

export interface TestDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated template, or (empty: true) one with no tables at all. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('testServerUrl');
  const name = `promptnest_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${options.empty ? 'template0' : inject('templateDatabase')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), { max: 5 });
  return {
    url: url.toString(),
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Collects mail instead of sending it. */
export function createMailbox(): Mailer & { messages: MailMessage[]; last(to: string): MailMessage | undefined } {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    last: (to) => messages.filter((m) => m.to === to).at(-1),
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptnest-test-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  mailbox: ReturnType<typeof createMailbox>;
}

/** The real app over a test database, as `app.request()` sees it. */
export function buildTestApp(db: TestDatabase, overrides: Partial<Config> = {}, mailer?: Mailer, fetchClientMetadata?: ClientMetadataResourceFetch): TestApp {
  const config = testConfig(overrides);
  const log = createLogger('silent');
  const mailbox = createMailbox();
  const deps: AppDeps = buildDeps({ config, db: db.handle.db, mailer: mailer ?? mailbox, log, fetchClientMetadata });
  return { app: createApp(deps), deps, mailbox };
}
