import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context/app-env.js';

/** GET /healthz: 200 once the server and its database answer. */
export const healthRoutes = new Hono<AppEnv>().get('/healthz', async (c) => {
  try {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'database unavailable' }, 503);
  }
});
