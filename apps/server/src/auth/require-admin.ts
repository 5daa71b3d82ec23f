import { ADMIN_UNLOCK_MINUTES, AppError, type SessionUser } from '@promptnest/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { adminUnlocks } from '../db/schema/index.js';
import type { AppEnv } from '../context/app-env.js';
import { currentUser } from './session.js';

/** The signed-in administrator: 401 signed out, 403 PENDING_APPROVAL, 403 ADMIN_REQUIRED for everyone else. */
export function currentAdmin(c: Context<AppEnv>): SessionUser {
  const user = currentUser(c);
  if (!user.isAdmin) throw new AppError('ADMIN_REQUIRED');
  return user;
}

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  currentAdmin(c);
  await next();
});

/**
 * Admin actions also need the panel unlocked for this session (the password given again a short while ago).
 * Each successful use extends the unlock, so an admin at work is not locked out mid-task; a refused request
 * changes nothing.
 */
export const requireUnlockedAdmin = createMiddleware<AppEnv>(async (c, next) => {
  currentAdmin(c);
  const sessionId = c.get('sessionId');
  const { db } = c.get('deps');
  const isUnlocked = sessionId
    ? (await db.select({ sessionId: adminUnlocks.sessionId }).from(adminUnlocks).where(and(eq(adminUnlocks.sessionId, sessionId), gt(adminUnlocks.expiresAt, sql`now()`)))).length > 0
    : false;
  if (!sessionId || !isUnlocked) throw new AppError('ADMIN_LOCKED');
  await next();
  if (c.res.status < 400) {
    await db.update(adminUnlocks).set({ expiresAt: sql`now() + make_interval(mins => ${ADMIN_UNLOCK_MINUTES})` }).where(eq(adminUnlocks.sessionId, sessionId));
  }
});
