// The web app's JavaScript, in KB gzip, read from a built apps/web/dist (run `npm run build` first).
// The landing page is its own light entry: a direct load of `/` gets landing.html, which loads its script,
// its module preloads and everything those import statically. Inside the app (index.html), a route loads the
// app's entry chunk, its lazy route chunks and their static imports: the per-route table.
// Prints the tables and writes bench/results/bundle-size.json.
//   node bench/bundle-size.mjs [distDir]    Targets: the landing page's JavaScript ≤ 100 KB gzip, every /app route's
//   ≤ 150 KB gzip (docs/decisions/0021-offline-app.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 100;
const APP_ROUTE_TARGET_KB = 150;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const assets = path.join(dist, 'assets');
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'landing.html'))) {
  console.error(`No build (index.html and landing.html) at ${dist}: run npm run build first.`);
  process.exit(1);
}

// Route → the lazy chunks it loads, named after the route modules of apps/web/src/app/router.tsx. `/` here is
// the landing page reached inside the app (after signing out); loaded directly it is landing.html.
const appFrame = 'app-area';
const routes = {
  '/ (inside the app)': ['landing'],
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
// Libraries landing.html must not load before it renders: named in the output when it does. Radix (the
// feedback dialog) and sonner (toasts) may come later, on interaction.
const notOnLanding = ['zod', 'radix', 'router', 'query', 'sonner'];

const files = readdirSync(assets);
const sizeCache = new Map();
function gzipKb(file) {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024);
  return sizeCache.get(file);
}
const chunkName = (file) => file.replace(/-[\w-]{8}\.js$/, '');
function findChunk(name) {
  const matches = files.filter((f) => f.endsWith('.js') && chunkName(f) === name);
  if (matches.length !== 1) throw new Error(`${matches.length} chunks named ${name} in ${assets}: has the router changed?`);
  return matches[0];
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

/** An HTML page's scripts and module preloads, and its style sheets. */
function pageAssets(htmlFile) {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  return {
    js: [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]),
    css: [...html.matchAll(/href="\/assets\/([\w.-]+\.css)"/g)].map((m) => m[1]),
  };
}

/** Everything `loaded` may import later (on interaction, for a signed-in user), with what that imports. */
function lazyClosure(loaded) {
  const lazy = staticClosure([...loaded].flatMap((file) => importsOf(file).dynamicImports));
  return new Set([...lazy].filter((file) => !loaded.has(file)));
}

const { js: entryFiles } = pageAssets('index.html');
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

const landingPage = pageAssets('landing.html');
const landingLoaded = staticClosure(landingPage.js);
const landingChunks = [...landingLoaded].map((file) => ({ name: chunkName(file), kb: round(gzipKb(file)) })).sort((a, b) => b.kb - a.kb);
const landingKb = round(sum(landingLoaded));
const forbidden = notOnLanding.filter((name) => landingChunks.some((chunk) => chunk.name === name));
const result = {
  measuredAt: new Date().toISOString(),
  dist,
  targetKb: TARGET_KB,
  landing: {
    page: 'landing.html',
    jsKb: landingKb,
    lazyKb: round(sum(lazyClosure(landingLoaded))),
    cssKb: round(landingPage.css.reduce((total, file) => total + gzipKb(file), 0)),
    chunks: landingChunks,
    meetsTarget: landingKb <= TARGET_KB,
    forbiddenChunks: forbidden,
  },
  entryKb: round(sum(entry)),
  appRouteTargetKb: APP_ROUTE_TARGET_KB,
  routes: perRoute,
};
const appRoutesOver = perRoute.filter(({ route, jsKb }) => route.startsWith('/app') && jsKb > APP_ROUTE_TARGET_KB);

console.log(`Inside the app (index.html): JavaScript per route, KB gzip (level 9), from ${path.relative(process.cwd(), dist) || dist}`);
console.table(perRoute.map(({ route, jsKb, routeOnlyKb, afterLoadKb }) => ({ route, 'JS KB': jsKb, 'beyond entry': routeOnlyKb, 'after load': afterLoadKb })));
console.log(
  appRoutesOver.length
    ? `Over the ${APP_ROUTE_TARGET_KB} KB target for /app routes: ${appRoutesOver.map(({ route, jsKb }) => `${route} ${jsKb} KB`).join(', ')}.`
    : `Every /app route is within ${APP_ROUTE_TARGET_KB} KB gzip.`,
);
console.log(
  `Landing page / (landing.html): ${landingKb} KB of JavaScript before it renders (target ≤ ${TARGET_KB}), ` +
    `${result.landing.lazyKb} KB more only on interaction or for signed-in users, ${result.landing.cssKb} KB CSS.`,
);
console.table(landingChunks);
console.log(forbidden.length ? `The landing page loads ${forbidden.join(' and ')}: it must not.` : `The landing page loads none of: ${notOnLanding.join(', ')}.`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle-size.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('Wrote bench/results/bundle-size.json');
