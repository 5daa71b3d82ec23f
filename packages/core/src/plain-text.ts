import { z } from 'zod';

/**
 * What no text we store or look up may hold: PostgreSQL refuses NUL and lone UTF-16 surrogates in text,
 * and no person means to type the other C0 control characters (or DEL). One-line values (e-mail, title,
 * tag, token, search) refuse every one of them; multi-line text (content, description) keeps line breaks
 * and tabs.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextShape = 'one-line' | 'multi-line';

/** Message for text that holds a control character or a broken character; the spec's text-field wording. */
export const INVALID_CHARACTERS_MESSAGE = 'Text contains invalid content';

/** True when the value holds a character no stored or searched text may hold (see above). */
export function hasForbiddenCharacters(value: string, shape: TextShape = 'one-line'): boolean {
  return (shape === 'one-line' ? ONE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);
}

/**
 * A string schema that refuses forbidden characters before anything else looks at the value (so the
 * answer is this clear 400 and never a database error). Chain the field's own rules after it.
 */
export function plainText(options: { shape?: TextShape; error?: string; message?: string } = {}) {
  const message = options.message ?? INVALID_CHARACTERS_MESSAGE;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasForbiddenCharacters(value, options.shape), { error: message, abort: true });
}
