// Writes the landing page as a signed-out visitor first sees it into dist/landing.html's #root, so the first
// paint waits for no JavaScript; src/landing-main.tsx then hydrates it. Runs after `vite build` (the web
// workspace's build script). The page is rendered by the same components, loaded through Vite's module
// runner (TypeScript, JSX and the workspace's core package as the app's build sees them).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = path.join(root, 'dist/landing.html');
const emptyRoot = '<div id="root"></div>';

const html = readFileSync(page, 'utf8');
if (!html.includes(emptyRoot)) throw new Error(`${page} has no empty ${emptyRoot} to fill: was it prerendered already?`);

const { module } = await runnerImport(path.join(root, 'src/app/render-landing.tsx'), { root, configFile: false, logLevel: 'warn' });
const markup = module.renderLanding();
// No whitespace around the markup: hydration compares #root's children exactly.
writeFileSync(page, html.replace(emptyRoot, `<div id="root">${markup}</div>`));
console.log(`prerendered the landing page into dist/landing.html (${Math.round(markup.length / 1024)} KB of HTML)`);
