import type { Context } from 'hono';
import { countAgainstCallerLimit } from '../auth/api-key-auth.js';
import type { AppEnv } from '../context/app-env.js';

/**
 * JSON-RPC batches on `/mcp` (docs/decisions/0014-mcp-server.md). Only the 2025-03-26 revision took them:
 * 2025-06-18 dropped them and 2026-07-28 has none. A client that names no revision in `MCP-Protocol-Version`
 * is taken to speak 2025-03-26, as the SDK takes it.
 */
const LAST_REVISION_WITH_BATCHES = '2025-03-26';

/**
 * The most messages one batch may hold. No client we know batches more than a handful, and the SDK runs a
 * batch's calls all at once: one POST must not hold a crowd of database queries.
 */
export const MAX_BATCH_MESSAGES = 20;

const INVALID_REQUEST = -32600;

/** The SDK's own answer to a request it refuses: a JSON-RPC error with no id, as HTTP 400. */
function invalidRequest(message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code: INVALID_REQUEST, message: `Invalid Request: ${message}` }, id: null }, { status: 400 });
}

/**
 * The POST's JSON body, read from a copy so that the SDK can still read the request itself when this
 * cannot parse it (and answer with its own parse error); undefined for anything but a JSON POST.
 */
export async function readMcpBody(request: Request): Promise<unknown> {
  if (request.method !== 'POST' || !/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return undefined;
  return request.clone().json().catch(() => undefined);
}

/**
 * Judges a batch before any of it runs: refused on a revision without batches, or when larger than
 * MAX_BATCH_MESSAGES (HTTP 400, JSON-RPC Invalid Request); otherwise every message in it is counted under
 * the caller's per-key limit, all or none, so a batch over the limit is refused whole with the limit's 429.
 * The POST itself was counted once at authentication. Returns the refusal to answer with, if any.
 */
export async function limitMcpBatch(c: Context<AppEnv>, body: unknown, limitKey: string): Promise<Response | undefined> {
  if (!Array.isArray(body)) return undefined;
  const revision = c.req.header('mcp-protocol-version')?.trim() || LAST_REVISION_WITH_BATCHES;
  // Revisions are dates (YYYY-MM-DD), so they order as strings; anything else is not a revision with batches.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(revision) || revision > LAST_REVISION_WITH_BATCHES) {
    return invalidRequest(`JSON-RPC batches are not part of protocol revision ${revision.slice(0, 40)}; send one message per request`);
  }
  if (body.length > MAX_BATCH_MESSAGES) return invalidRequest(`a batch may hold at most ${MAX_BATCH_MESSAGES} messages`);
  if (body.length > 1) await countAgainstCallerLimit(c, limitKey, body.length - 1);
  return undefined;
}
