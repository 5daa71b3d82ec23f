import { defaultMessages } from '@promptnest/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';
import { readPostedBody } from './oauth-request-body.js';
import { limitClientRegistration } from '../services/oauth/limit-client-registration.js';

/** A registration is a name, a few addresses and a handful of settings: a few kilobytes at most. */
export const REGISTRATION_MAX_BYTES = 16 * 1024;
export const CLIENT_NAME_MAX_LENGTH = 200;
/** Any other text in a registration (an address, a contact, a key's parameter). */
export const REGISTRATION_TEXT_MAX_LENGTH = 2048;
/** Any list in a registration: redirect addresses, contacts, grant types, keys. */
export const REGISTRATION_LIST_MAX_ITEMS = 10;

/** Control and format characters: line breaks, bidirectional overrides, zero-width spaces (an emoji's joiner stays). */
const HIDDEN_IN_NAME = /(?!\u200d)[\p{Cc}\p{Cf}\u2028\u2029]/u;
export const CLIENT_NAME_HIDDEN_CHARACTERS = 'client_name must be one line of visible characters: no line breaks, control or direction-changing characters.';

export const DPOP_NOT_SUPPORTED = 'This server does not issue DPoP-bound access tokens: register without dpop_bound_access_tokens and use Bearer tokens.';

/** The first text or list in `value` over its cap, as a sentence naming the field; null when none is. */
function findOversized(value: unknown, field: string): string | null {
  if (typeof value === 'string') return value.length > REGISTRATION_TEXT_MAX_LENGTH ? `${field} is too long: at most ${REGISTRATION_TEXT_MAX_LENGTH} characters.` : null;
  if (Array.isArray(value)) {
    if (value.length > REGISTRATION_LIST_MAX_ITEMS) return `${field} lists too many items: at most ${REGISTRATION_LIST_MAX_ITEMS}.`;
    for (const item of value) {
      const problem = findOversized(item, field);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = findOversized(key, field) ?? findOversized(item, `${field}.${key}`);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * What is wrong with a registration's metadata under our limits, as RFC 7591's error_description; null
 * when nothing is. Anything else about it (a malformed body, an unsupported grant) is better-auth's to answer.
 */
export function findRegistrationProblem(text: string, contentType: string | undefined): string | null {
  if (new TextEncoder().encode(text).length > REGISTRATION_MAX_BYTES) return `The registration is too large: at most ${REGISTRATION_MAX_BYTES / 1024} KB.`;
  const body = readPostedBody(contentType, text);
  if (body.kind !== 'json' || !body.value || typeof body.value !== 'object' || Array.isArray(body.value)) return null;
  const metadata = body.value as Record<string, unknown>;
  // The provider would issue DPoP-bound tokens to such a client, and /mcp accepts only Bearer tokens.
  if (metadata.dpop_bound_access_tokens === true) return DPOP_NOT_SUPPORTED;
  if (typeof metadata.client_name === 'string') {
    if (metadata.client_name.length > CLIENT_NAME_MAX_LENGTH) return `client_name is too long: at most ${CLIENT_NAME_MAX_LENGTH} characters.`;
    // A person reads the name in a sentence on the consent screen: one line, nothing that reorders or hides text.
    if (HIDDEN_IN_NAME.test(metadata.client_name)) return CLIENT_NAME_HIDDEN_CHARACTERS;
  }
  for (const [field, value] of Object.entries(metadata)) {
    const problem = findOversized(field, 'A field name') ?? findOversized(value, field);
    if (problem) return problem;
  }
  return null;
}

/**
 * Dynamic client registration under limits (docs/decisions/0015-mcp-oauth.md): registration is open to
 * anyone, so each client address may register a limited number of clients an hour (429 with Retry-After),
 * and a registration with an oversized field or list, or asking for DPoP-bound tokens, is refused with
 * RFC 7591's `invalid_client_metadata`. Either way nothing is written.
 */
export const limitClientRegistrations = createMiddleware<AppEnv>(async (c, next) => {
  const verdict = await limitClientRegistration(c.get('deps').db, c.get('clientIp'));
  if (!verdict.allowed) {
    return c.json({ error: 'rate_limited', error_description: defaultMessages.RATE_LIMITED }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) });
  }
  const problem = findRegistrationProblem(await c.req.text(), c.req.header('content-type'));
  if (problem) return c.json({ error: 'invalid_client_metadata', error_description: problem }, 400);
  await next();
});
