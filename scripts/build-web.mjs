// Builds the web app (Vite), then stores a gzip and a brotli copy of every text asset beside it, so the
// server sends them compressed without compressing on each request (serveStatic's `precompressed`).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const build = spawnSync('npm', ['run', 'build', '--silent', '--workspace', 'apps/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dist = path.resolve('apps/web/dist');
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
