// The web app's JavaScript per route, in KB gzip, read from a built apps/web/dist (run `npm run build` first).
// A route loads the entry chunk (index.html's script and module preloads), its lazy route chunks, and
// everything those import statically. Prints a table and writes bench/results/bundle-size.json.
//   node bench/bundle-size.mjs [distDir]    Target: the landing page's JavaScript ≤ 100 KB gzip.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 100;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const assets = path.join(dist, 'assets');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run npm run build first.`);
  process.exit(1);
}

// Route → the lazy chunks it loads, named after the route modules of apps/web/src/app/router.tsx.
const appFrame = 'app-area';
const routes = {
  '/': ['landing'],
  '/auth': ['auth'],
  '/shared/{id}': ['shared-prompt'],
  '/confirm-deletion': ['confirm-deletion'],
  '/billing/checkout/{id}': ['billing-checkout'],
  '/billing/portal': ['billing-portal'],
  '/app': [appFrame, 'all-prompts-page'],
  '/app/favorites': [appFrame, 'favorites-page'],
  '/app/templates': [appFrame, 'templates-page'],
  '/app/shared': [appFrame, 'shared-page'],
  '/app/trash': [appFrame, 'trash-page'],
  '/app/account': [appFrame, 'account'],
  '/app/template/{id}': [appFrame, 'template-screen'],
  '/app/prompt/{id}': [appFrame, 'prompt-editor'],
};
// Libraries the landing page must never load (the landing issue): named in the output when it does.
const notOnLanding = ['zod', 'radix'];

const files = readdirSync(assets);
const sizeCache = new Map();
function gzipKb(file) {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024);
  return sizeCache.get(file);
}
const chunkName = (file) => file.replace(/-[\w-]{8}\.js$/, '');
function findChunk(name) {
  const file = files.find((f) => f.endsWith('.js') && chunkName(f) === name);
  if (!file) throw new Error(`no chunk named ${name} in ${assets}: has the router changed?`);
  return file;
}

/** A chunk's static imports (`import … from"./x.js"`, `import"./x.js"`) and its dynamic ones (`import("./x.js")`, any quotes). */
function importsOf(file) {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const staticImports = [...code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
  const dynamicImports = [...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((m) => m[1]);
  return { staticImports, dynamicImports };
}

function staticClosure(startFiles) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).staticImports.forEach(visit);
  };
  startFiles.forEach(visit);
  return seen;
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
const cssFiles = [...html.matchAll(/href="\/assets\/([\w.-]+\.css)"/g)].map((m) => m[1]);
const entry = staticClosure(entryFiles);
const routeChunkNames = new Set(Object.values(routes).flat());
// What the entry loads by itself once the page is up (the toaster): dynamic imports that are no route.
const afterLoad = staticClosure(
  [...entry].flatMap((file) => importsOf(file).dynamicImports).filter((file) => !routeChunkNames.has(chunkName(file))),
);

const sum = (set) => [...set].reduce((total, file) => total + gzipKb(file), 0);
const round = (kb) => Math.round(kb * 10) / 10;
const perRoute = Object.entries(routes).map(([route, chunks]) => {
  const loaded = staticClosure([...entryFiles, ...chunks.map(findChunk)]);
  const deferred = [...afterLoad].filter((file) => !loaded.has(file));
  return {
    route,
    jsKb: round(sum(loaded)),
    routeOnlyKb: round(sum(loaded) - sum(entry)),
    afterLoadKb: round(deferred.reduce((total, file) => total + gzipKb(file), 0)),
    chunks: [...loaded].map(chunkName).sort(),
  };
});

const landing = perRoute.find((row) => row.route === '/');
const forbidden = notOnLanding.filter((name) => landing.chunks.includes(name));
const result = {
  measuredAt: new Date().toISOString(),
  dist,
  targetKb: TARGET_KB,
  landing: {
    jsKb: landing.jsKb,
    afterLoadKb: landing.afterLoadKb,
    cssKb: round(cssFiles.reduce((total, file) => total + gzipKb(file), 0)),
    chunks: landing.chunks.map((name) => ({ name, kb: round(gzipKb(findChunk(name))) })).sort((a, b) => b.kb - a.kb),
    meetsTarget: landing.jsKb <= TARGET_KB,
    forbiddenChunks: forbidden,
  },
  entryKb: round(sum(entry)),
  routes: perRoute,
};

console.log(`JavaScript per route, KB gzip (level 9), from ${path.relative(process.cwd(), dist) || dist}`);
console.table(perRoute.map(({ route, jsKb, routeOnlyKb, afterLoadKb }) => ({ route, 'JS KB': jsKb, 'beyond entry': routeOnlyKb, 'after load': afterLoadKb })));
console.log(`Landing page /: ${landing.jsKb} KB of JavaScript before it renders (target ≤ ${TARGET_KB}), ${landing.afterLoadKb} KB more after load, ${result.landing.cssKb} KB CSS.`);
console.table(result.landing.chunks);
console.log(forbidden.length ? `The landing page loads ${forbidden.join(' and ')}: it must not.` : `The landing page loads none of: ${notOnLanding.join(', ')}.`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle-size.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('Wrote bench/results/bundle-size.json');
