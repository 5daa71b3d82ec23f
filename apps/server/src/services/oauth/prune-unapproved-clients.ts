import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';

/**
 * Deletes clients that registered themselves anonymously over a day ago and that no one ever allowed
 * (docs/decisions/0015-mcp-oauth.md): no consent, no token. Registration is open, so these are connectors
 * someone started and abandoned, or junk; a client someone allowed, one known by its client ID metadata
 * document, one a signed-in person registered, and one set up to skip consent are all kept.
 */
export async function pruneUnapprovedClients(db: Queryable): Promise<number> {
  const rows = await db.execute<{ id: string }>(sql`
    delete from oauth_clients c
    where c.created_at < now() - interval '1 day'
      and c.client_discovery_id is null
      and c.user_id is null
      and c.reference_id is null
      and coalesce(c.skip_consent, false) = false
      and not exists (select 1 from oauth_consents where client_id = c.client_id)
      and not exists (select 1 from oauth_access_tokens where client_id = c.client_id)
      and not exists (select 1 from oauth_refresh_tokens where client_id = c.client_id)
    returning c.id`);
  return rows.length;
}
