import type { AdminUser, AdminUsersQuery, AdminUsersResponse } from '@promptnest/core';
import { asc, desc, sql } from 'drizzle-orm';
import { liveTierOfUserSql } from '../../billing/live-subscription.js';
import { escapeLike } from '../../db/escape-like.js';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';

/** The Users card: every account, newest first, optionally only those whose e-mail contains the search. */
export async function listUsers(deps: AppDeps, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const search = query.search.toLowerCase();
  const rows = await deps.db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      approved: users.approved,
      role: users.role,
      suspendedAt: users.suspendedAt,
      tier: liveTierOfUserSql,
    })
    .from(users)
    .where(search ? sql`lower(${users.email}) like ${`%${escapeLike(search)}%`}` : undefined)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  const page = rows.slice(0, query.limit).map(
    (row): AdminUser => ({
      id: row.id,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      tier: row.tier,
      status: row.suspendedAt ? 'suspended' : row.approved ? 'approved' : 'pending',
      isAdmin: row.role === 'admin',
    }),
  );
  return { users: page, nextOffset: rows.length > query.limit ? query.offset + query.limit : null };
}
