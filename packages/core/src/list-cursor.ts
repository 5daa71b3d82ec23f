import { z } from 'zod';

/**
 * The `cursor` of a prompt list page: base64url JSON of either the last card's edit time and id (keyset
 * pages, decision 0004) or an offset into search results. The server hands it out; a client passes it
 * back untouched. Anything else (edited, cut short, made up) is refused here, before it reaches a query.
 */
export type ListCursor = { u: string; i: string } | { o: number };

export const INVALID_CURSOR_MESSAGE = 'This page link is no longer valid. Please reload the list.';
/** Deepest search page an offset cursor may ask for. */
export const MAX_CURSOR_OFFSET = 100_000;

// Both Node and browsers have these; core's compiler settings name neither environment.
const { atob, btoa } = globalThis as unknown as { atob: (data: string) => string; btoa: (data: string) => string };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamp as PostgreSQL or toISOString writes it: date, time, optional fraction, zone. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/;

/** A real calendar moment between 1970 and 9999, well inside what PostgreSQL's timestamptz accepts. */
export function isSaneTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, zoneHours = 0, zoneMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (year < 1970 || year > 9999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDay && hour < 24 && minute < 60 && second < 60 && zoneHours < 15 && zoneMinutes < 60;
}

export function encodeListCursor(cursor: ListCursor): string {
  return btoa(JSON.stringify(cursor)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor it encodes, or null when it is not one this server could have handed out. */
export function decodeListCursor(raw: string): ListCursor | null {
  if (!BASE64URL.test(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(raw.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const keys = Object.keys(fields).sort().join(',');
  if (keys === 'o' && Number.isInteger(fields.o) && (fields.o as number) >= 0 && (fields.o as number) <= MAX_CURSOR_OFFSET) {
    return { o: fields.o as number };
  }
  if (keys === 'i,u' && typeof fields.u === 'string' && typeof fields.i === 'string' && UUID.test(fields.i) && isSaneTimestamp(fields.u)) {
    return { u: fields.u, i: fields.i };
  }
  return null;
}

/** The `cursor` query parameter, decoded (empty: the first page); a bad one is a 400 with the message above. */
export const listCursorSchema = z
  .string({ error: INVALID_CURSOR_MESSAGE })
  .max(200, { error: INVALID_CURSOR_MESSAGE })
  .transform((raw, ctx) => {
    if (raw === '') return undefined;
    const cursor = decodeListCursor(raw);
    if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
    return cursor ?? z.NEVER;
  });
