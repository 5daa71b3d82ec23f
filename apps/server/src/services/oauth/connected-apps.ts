import { accessOfScopes, AppError, hasForbiddenCharacters, type ConnectedApp, type SessionUser } from '@promptnest/core';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { oauthAccessTokens, oauthClients, oauthConsents, oauthRefreshTokens } from '../../db/schema/index.js';
import { recordSecurityEvent } from '../record-security-event.js';

const APP_NOT_CONNECTED = 'This app is not connected';

/** What a client calls itself when it registered without a name. */
export const UNNAMED_CLIENT = 'An AI tool';
/** Longer names are cut, with an ellipsis, where PromptNest shows them: at 40, a name leaves room at 375 px. */
const SHOWN_NAME_MAX_LENGTH = 40;
/** Control and format characters (line breaks, bidirectional overrides, zero-width spaces); an emoji's joiner stays. */
const HIDDEN_CHARACTERS = /(?:(?!\u200d)[\p{Cc}\p{Cf}\u2028\u2029])+/gu;

/**
 * A client's name as PromptNest shows it: the client wrote it, so it is one line of visible characters, a
 * bidirectional override cannot turn the sentence around it backwards, and it is of a sensible length
 * (docs/decisions/0015-mcp-oauth.md). Registration refuses such names; a metadata document's name, or a
 * row from before, is shown this way.
 */
export function displayClientName(name: string | null | undefined): string {
  const visible = (name ?? '').replace(HIDDEN_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (!visible) return UNNAMED_CLIENT;
  const characters = [...visible];
  return characters.length > SHOWN_NAME_MAX_LENGTH ? `${characters.slice(0, SHOWN_NAME_MAX_LENGTH - 1).join('').trimEnd()}…` : visible;
}

/**
 * The AI tools the user allowed (docs/decisions/0015-mcp-oauth.md), newest first, with the access each
 * was granted and when it last got a token.
 */
export async function listConnectedApps(db: Database, user: SessionUser): Promise<ConnectedApp[]> {
  const lastToken = db
    .select({ clientId: oauthAccessTokens.clientId, at: max(oauthAccessTokens.createdAt).as('at') })
    .from(oauthAccessTokens)
    .where(eq(oauthAccessTokens.userId, user.id))
    .groupBy(oauthAccessTokens.clientId)
    .as('last_token');
  const rows = await db
    .select({ clientId: oauthConsents.clientId, name: oauthClients.name, uri: oauthClients.uri, scopes: oauthConsents.scopes, connectedAt: oauthConsents.createdAt, updatedAt: oauthConsents.updatedAt, lastActiveAt: lastToken.at })
    .from(oauthConsents)
    .innerJoin(oauthClients, eq(oauthClients.clientId, oauthConsents.clientId))
    .leftJoin(lastToken, eq(lastToken.clientId, oauthConsents.clientId))
    .where(eq(oauthConsents.userId, user.id))
    .orderBy(desc(oauthConsents.updatedAt), desc(oauthConsents.id));
  return rows.map((row) => ({
    clientId: row.clientId,
    name: displayClientName(row.name),
    uri: row.uri ?? null,
    access: accessOfScopes(row.scopes),
    connectedAt: (row.connectedAt ?? row.updatedAt ?? new Date()).toISOString(),
    lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt).toISOString() : null,
  }));
}

/**
 * Ends an app's access at once: its consent, access tokens and refresh tokens are deleted in one
 * transaction, and `/mcp` reads the token on every request. Another user's app is as not-found as none.
 */
export async function disconnectApp(db: Database, user: SessionUser, clientId: string, ipAddress: string | null): Promise<void> {
  // No client id holds a control character; such an id is as not-found as any other unknown one.
  if (hasForbiddenCharacters(clientId)) throw new AppError('NOT_FOUND', APP_NOT_CONNECTED);
  await db.transaction(async (tx) => {
    const consents = await tx
      .delete(oauthConsents)
      .where(and(eq(oauthConsents.userId, user.id), eq(oauthConsents.clientId, clientId)))
      .returning({ scopes: oauthConsents.scopes });
    if (consents.length === 0) throw new AppError('NOT_FOUND', APP_NOT_CONNECTED);
    await tx.delete(oauthAccessTokens).where(and(eq(oauthAccessTokens.userId, user.id), eq(oauthAccessTokens.clientId, clientId)));
    await tx.delete(oauthRefreshTokens).where(and(eq(oauthRefreshTokens.userId, user.id), eq(oauthRefreshTokens.clientId, clientId)));
    const [client] = await tx.select({ name: oauthClients.name }).from(oauthClients).where(eq(oauthClients.clientId, clientId));
    await recordSecurityEvent(tx, {
      type: 'oauth_app_disconnected',
      email: user.email,
      userId: user.id,
      ipAddress,
      details: { clientId, name: displayClientName(client?.name) },
    });
  });
}
