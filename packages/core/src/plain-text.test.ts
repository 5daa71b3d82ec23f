import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor } from './list-cursor.js';
import { hasForbiddenCharacters, plainText } from './plain-text.js';

describe('plain text', () => {
  it('refuses NUL, other C0 controls, DEL and lone surrogates on one line', () => {
    for (const value of ['a\u0000', '\u0001', 'x\u001b[0m', 'a\u007f', 'a\nb', 'a\tb', '\ud800', 'x\udfffy']) expect(hasForbiddenCharacters(value), JSON.stringify(value)).toBe(true);
    for (const value of ['plain', 'Grüße 😀', '']) expect(hasForbiddenCharacters(value)).toBe(false);
  });

  it('keeps line breaks and tabs in multi-line text, and refuses the rest', () => {
    expect(hasForbiddenCharacters('a\r\n\tb', 'multi-line')).toBe(false);
    expect(hasForbiddenCharacters('a\u0000b', 'multi-line')).toBe(true);
    expect(hasForbiddenCharacters('a\u000bb', 'multi-line')).toBe(true);
  });

  it('answers with its message before any later rule sees the value', () => {
    const result = plainText({ message: 'Bad text' }).min(100).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Bad text']);
  });
});

describe('list cursors', () => {
  it('round-trips what the server hands out', () => {
    const keyset = { u: '2026-11-22T10:00:00.123Z', i: '0b9f3c1e-8d2a-4f6b-9c3d-2e1f0a9b8c7d' };
    expect(decodeListCursor(encodeListCursor(keyset))).toEqual(keyset);
    expect(decodeListCursor(encodeListCursor({ o: 48 }))).toEqual({ o: 48 });
  });

  it('refuses anything a client made up', () => {
    const b64 = (value: unknown) => encodeListCursor(value as never);
    for (const raw of [b64({ u: '2026-01-01T00:00:00Z', i: 'x' }), b64({ u: '0000-01-01T00:00:00Z', i: '0b9f3c1e-8d2a-4f6b-9c3d-2e1f0a9b8c7d' }), b64({ u: '2026-02-30T00:00:00Z', i: '0b9f3c1e-8d2a-4f6b-9c3d-2e1f0a9b8c7d' }), b64({ o: -1 }), b64({ o: 1.5 }), b64({ o: 1, u: 'x' }), b64([]), 'not base64!']) {
      expect(decodeListCursor(raw), raw).toBeNull();
    }
  });
});
