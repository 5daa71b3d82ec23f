// npm start: builds the web app and the server bundle when their sources changed since the last build,
// then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = [
  {
    name: 'the web app',
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/landing.html', 'apps/web/scripts', 'apps/web/vite.config.ts', 'packages/core/src', 'package-lock.json', 'scripts/build-web.mjs'],
    command: [process.execPath, ['scripts/build-web.mjs']],
  },
  {
    name: 'the server',
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/core/src', 'package-lock.json', 'scripts/build-server.mjs'],
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stats.mtimeMs);
}

for (const target of targets) {
  const built = path.join(root, target.built);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((source) => newestChange(path.join(root, source))));
  if (changedAt <= builtAt) continue;
  console.log(builtAt ? `Sources of ${target.name} changed: building...` : `Building ${target.name} (first start)...`);
  const [command, args] = target.command;
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
