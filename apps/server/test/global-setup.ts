import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../src/db/connect.js';
// @ts-expect-error plain ESM helper shared with the browser tests
import { databaseUrl, findTestServer } from '../../../scripts/test-database.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string;
    templateDatabase: string;
  }
}

/** Migrates a template database once per run; each test file clones it (fast) and drops its clone. */
export default async function setup(project: TestProject) {
  const server = (await findTestServer(console.log)) as { url: string; stop: () => Promise<void> };
  const template = `promptnest_template_${process.pid}`;
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${template}`);
  await admin.unsafe(`create database ${template}`);
  const handle = connectDatabase(databaseUrl(server.url, template), { max: 1 });
  await migrateDatabase(handle);
  await handle.close();
  project.provide('testServerUrl', server.url);
  project.provide('templateDatabase', template);
  return async () => {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end();
    await server.stop();
  };
}
