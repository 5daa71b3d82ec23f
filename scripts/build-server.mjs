// Bundles the server (and the core package it imports as TypeScript) into apps/server/dist/main.js,
// with its npm dependencies left as imports, and copies the SQL migrations beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));

rmSync(path.join(server, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(server, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
cpSync(path.join(server, 'src/db/migrations'), path.join(server, 'dist/migrations'), { recursive: true });
console.log('built apps/server/dist/main.js');
