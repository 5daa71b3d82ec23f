import { Hono } from 'hono';
import type { AppEnv } from '../../context/app-env.js';
import { initScript, referencePage, referenceScript } from './reference-page.js';

const DAY = 24 * 60 * 60;

/** GET /api/docs: the API reference, rendered in the browser from /api/openapi.json. */
export const apiDocs = new Hono<AppEnv>()
  .get('/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(referencePage);
  })
  .get('/docs/start.js', (c) => {
    c.header('Cache-Control', `public, max-age=${DAY}`);
    return c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  })
  .get('/docs/reference.js', (c) => {
    const { raw, gzip, brotli } = referenceScript();
    const accepts = c.req.header('accept-encoding') ?? '';
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', `public, max-age=${DAY}`);
    c.header('Vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accepts)) return c.body(new Uint8Array(brotli), 200, { 'Content-Encoding': 'br' });
    if (/\bgzip\b/.test(accepts)) return c.body(new Uint8Array(gzip), 200, { 'Content-Encoding': 'gzip' });
    return c.body(new Uint8Array(raw), 200);
  });
