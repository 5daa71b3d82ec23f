import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownPagePath } from '@promptnest/core';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../context/app-env.js';
import type { Logger } from '../logger.js';
import { sharedPromptPage } from '../routes/shared/page.js';
import { routePreloads } from './route-preloads.js';
import { loadSharedViewRenderer } from './shared-view-renderer.js';

/**
 * The built web app: hashed assets cached for a year and sent precompressed (brotli or gzip, made at build
 * time by scripts/build-web.mjs), every page path answered with index.html so the client router takes over.
 * `/` gets the landing page's own light entry (landing.html) when the build has one. A path that is no page
 * of the spec gets the app's page with status 404, and is logged. `/shared/{id}` is drawn on the server by
 * the web build's render module (`sharedViewRenderer`), loaded here at start.
 */
export function webApp(distDir: string, { sharedViewRenderer, log }: { sharedViewRenderer?: string; log: Logger }) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503));
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const landingFile = path.join(distDir, 'landing.html');
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : indexHtml;
  // The prerendered landing page is the largest page: its brotli copy from the build is sent when accepted.
  const landingBrotli = existsSync(`${landingFile}.br`) ? readFileSync(`${landingFile}.br`) : null;
  // Pages are small but not tiny (the landing page may carry prerendered markup): compressed per request.
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/assets/')) return next();
    return compress()(c, next);
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const immutable = c.req.path.startsWith('/assets/');
    // The service worker is checked on every visit, so a new build's shell replaces the old one at once.
    const cacheControl = immutable ? 'public, max-age=31536000, immutable' : c.req.path === '/sw.js' ? 'no-cache' : 'public, max-age=3600';
    c.res.headers.set('Cache-Control', cacheControl);
  });
  app.get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (landingBrotli && /\bbr\b/.test(c.req.header('accept-encoding') ?? '')) {
      return c.body(new Uint8Array(landingBrotli), 200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'br' });
    }
    return c.html(landingHtml);
  });
  // landing.html is reached at `/` only.
  app.get('/landing.html', (c) => c.redirect('/', 301));
  // The shared view is the page visitors meet first. Drawn on the server, it paints before any JavaScript; drawn
  // by the browser (no render module, or a render that failed), its code is preloaded with the page. Before the
  // static files: no file is ever looked for under /shared.
  const sharedViewPreloads = routePreloads(distDir, 'shared-prompt', indexHtml);
  const drawnByBrowser = sharedViewPreloads ? indexHtml.replace('</head>', () => `  ${sharedViewPreloads}\n  </head>`) : indexHtml;
  app.get('/shared/:shareId', sharedPromptPage({ drawnOnServer: indexHtml, drawnByBrowser }, loadSharedViewRenderer(sharedViewRenderer, log)));
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    if (isKnownPagePath(c.req.path)) return c.html(indexHtml);
    c.get('log').warn('page not found', { path: c.req.path });
    return c.html(indexHtml, 404);
  });
  return app;
}
