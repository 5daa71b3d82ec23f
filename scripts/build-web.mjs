// Builds the web app (Vite), then stores a gzip and a brotli copy of every text asset beside it, so the
// server sends them compressed without compressing on each request (serveStatic's `precompressed`).
// Then it bundles the service worker (apps/web/src/service-worker) into dist/sw.js with the list of files to
// precache: the app's page and every built asset (docs/decisions/0021-offline-app.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';

const build = spawnSync('npm', ['run', 'build', '--silent', '--workspace', 'apps/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dist = path.resolve('apps/web/dist');

/** The app shell: its page (`/app`, which the server answers with index.html), the built assets, icons and manifest. */
function precacheList() {
  const assets = readdirSync(path.join(dist, 'assets')).filter((name) => !/\.(br|gz|map)$/.test(name)).map((name) => `/assets/${name}`);
  const icons = readdirSync(path.join(dist, 'icons')).map((name) => `/icons/${name}`);
  return ['/app', '/favicon.svg', '/theme.js', '/manifest.webmanifest', ...icons, ...assets.sort()];
}
const precache = precacheList();
const shellVersion = createHash('sha256').update(readFileSync(path.join(dist, 'index.html'))).update(precache.join('\n')).digest('hex').slice(0, 12);
await bundle({
  entryPoints: ['apps/web/src/service-worker/service-worker.ts'],
  outfile: path.join(dist, 'sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  define: { __PRECACHE__: JSON.stringify(precache), __SHELL_VERSION__: JSON.stringify(shellVersion) },
  logLevel: 'warning',
});
console.log(`service worker: ${precache.length} files to precache (shell ${shellVersion})`);
const compressible = /\.(js|css|html|svg|json|txt|webmanifest|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      walk(file);
      continue;
    }
    if (!compressible.test(name) || name.endsWith('.map')) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files += 1;
    before += data.length;
    after += br.length;
  }
}

walk(dist);
console.log(`compressed ${files} web assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`);
