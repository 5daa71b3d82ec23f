// Bundles the server (and the core package it imports as TypeScript) into apps/server/dist/main.js,
// and copies the SQL migrations beside it. Every npm package stays an import: some find files relative
// to themselves (the bundled PostgreSQL's binaries), so none may be inlined.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');

/** Bare imports are npm packages, left to Node; only our own workspace package is bundled. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@promptnest/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(path.join(server, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(server, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
});
cpSync(path.join(server, 'src/db/migrations'), path.join(server, 'dist/migrations'), { recursive: true });
console.log('built apps/server/dist/main.js');
