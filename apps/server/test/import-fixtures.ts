import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../../../e2e/fixtures/import/', import.meta.url);

/** A fixture of e2e/fixtures/import as the web app sends it: text as text, a .zip as base64. */
export function fixtureBody(name: string): { fileName: string; data: string; encoding?: 'base64' } {
  const bytes = readFileSync(new URL(name, FIXTURES));
  return name.endsWith('.zip') ? { fileName: name, encoding: 'base64', data: bytes.toString('base64') } : { fileName: name, data: bytes.toString('utf8') };
}
