/**
 * PromptNest issues Bearer tokens only, never DPoP-bound ones (RFC 9449; docs/decisions/0015-mcp-oauth.md):
 * `/mcp` reads each token from the database and takes it as `Bearer`, with no proof to check. better-auth's
 * provider would otherwise advertise DPoP in both discovery documents and bind a token to the key of any
 * DPoP proof sent to its token endpoint, which `/mcp` would then accept without the proof.
 */

/** The discovery field that tells clients DPoP proofs are accepted. */
const DPOP_ADVERTISEMENT = 'dpop_signing_alg_values_supported';

/** A discovery document without its DPoP advertisement. */
export function withoutDpopAdvertisement<T extends object>(metadata: T): Omit<T, typeof DPOP_ADVERTISEMENT> {
  const { [DPOP_ADVERTISEMENT]: _dpop, ...rest } = metadata as T & { [DPOP_ADVERTISEMENT]?: unknown };
  return rest;
}

/** better-auth's discovery answer, its DPoP advertisement removed; anything but a JSON success passes as it is. */
export async function answerWithoutDpopAdvertisement(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const metadata = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutDpopAdvertisement(metadata)), { status: response.status, headers });
}

/**
 * The request for better-auth without a `DPoP` proof header: as RFC 9449 lets a server that does not do
 * DPoP, the token endpoint ignores the proof and answers with a Bearer token (`token_type: "Bearer"`).
 */
export function withoutDpopProof(request: Request): Request {
  request.headers.delete('dpop');
  return request;
}
