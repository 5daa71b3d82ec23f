/// <reference lib="WebWorker" />
import type { SessionResponse } from '@promptnest/core';
import { sessionAddress } from '@promptnest/core/addresses';
import { OFFLINE_KEY_COOKIE } from '@promptnest/core/offline-key';

/*
 * The kept library belongs to the session that wrote it (docs/decisions/0021-offline-app.md): the session
 * answer filed with it names that session by its offline key and says when it ends. The server keeps the
 * same key in a cookie script can read, set by the session read and cleared by every answer that starts or
 * ends a session, expiring with the session. So, even without a connection, the worker can tell that the
 * session behind a copy is gone: the copy has ended, or the cookie no longer holds its key.
 */
declare const self: ServiceWorkerGlobalScope;

// eslint-disable-next-line no-restricted-syntax -- the worker has no api client (it would bring zod in); the address is core's declaration
export const sessionRequestPath = `/api${sessionAddress.path}`;

/** The session's offline key, when its answer may be kept at all (a signed-in, approved, tied session). */
export function readOfflineKey(session: SessionResponse | null): string | null {
  return session?.user?.approved && session.offline ? session.offline.key : null;
}

async function readCookieKey(): Promise<string | null> {
  // Without the Cookie Store API the worker cannot see the session change, so it keeps nothing it would serve.
  if (!('cookieStore' in self)) return null;
  const cookie = await self.cookieStore.get(OFFLINE_KEY_COOKIE).catch(() => null);
  return cookie?.value ?? null;
}

/** Whether the session that filed this copy is still this browser's session, and has not ended. */
export async function isCopyOfCurrentSession(library: Cache): Promise<boolean> {
  const kept = await library.match(sessionRequestPath, { ignoreVary: true });
  const session = (await kept?.json().catch(() => null)) as SessionResponse | null;
  const key = readOfflineKey(session);
  const endsAt = Date.parse(session?.offline?.expiresAt ?? '');
  if (!key || !(endsAt > Date.now())) return false;
  return (await readCookieKey()) === key;
}
