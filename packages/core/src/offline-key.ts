/*
 * The offline copy's tie to the session that wrote it (docs/decisions/0021-offline-app.md). The server sets
 * this cookie beside the session cookie, with the same lifetime, holding a value derived one way from the
 * session (never the session token, and never accepted as a credential). Unlike the session cookie it is
 * readable by script, so the service worker can tell, even without a connection, whether the session that
 * wrote the kept library is still this browser's session.
 */
export const OFFLINE_KEY_COOKIE = 'promptnest.offline_key';
