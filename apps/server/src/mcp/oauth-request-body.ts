/**
 * How better-auth reads a posted body (better-call's rule): JSON for `application/json` or any `…+json` type,
 * in any letter case; a form for `application/x-www-form-urlencoded`. Our checks in front of it (control
 * characters, registration limits) read the body by the same rule, so that a type spelled `Application/JSON`
 * cannot reach better-auth as JSON while our checks saw something else. Any other type is refused before
 * better-auth sees it: OAuth's endpoints take only these two (RFC 6749 §3.2, RFC 7591 §3).
 */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const FORM_TYPE = 'application/x-www-form-urlencoded';

export type PostedBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: URLSearchParams }
  | { kind: 'empty' }
  | { kind: 'unsupported' };

/** The body as better-auth will read it; a JSON body that does not parse is better-auth's to refuse. */
export function readPostedBody(contentType: string | undefined, text: string): PostedBody {
  const type = (contentType ?? '').trim();
  if (JSON_TYPE.test(type)) {
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      return { kind: 'json', value: undefined };
    }
  }
  if (type.toLowerCase().includes(FORM_TYPE)) return { kind: 'form', value: new URLSearchParams(text) };
  return text === '' ? { kind: 'empty' } : { kind: 'unsupported' };
}

/** Every key and text value of a body, however deep, for the checks every value must pass. */
export function textsOf(body: PostedBody): string[] {
  if (body.kind === 'json') return stringsOf(body.value);
  if (body.kind === 'form') return [...body.value].flat();
  return [];
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
}
