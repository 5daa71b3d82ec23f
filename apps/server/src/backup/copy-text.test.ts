import { describe, expect, it } from 'vitest';
import { parseCopyLine } from './copy-text.js';

describe('parseCopyLine', () => {
  it('reads values, nulls and every escape COPY writes', () => {
    expect(parseCopyLine('a\t\\N\t\t{x,"y z"}')).toEqual(['a', null, '', '{x,"y z"}']);
    expect(parseCopyLine('line\\nbreak\\ttab\\\\slash\\r\\b\\f\\v')).toEqual(['line\nbreak\ttab\\slash\r\b\f\v']);
    expect(parseCopyLine('\\\\N\t\\\\.')).toEqual(['\\N', '\\.']);
    expect(parseCopyLine('Zoë 提示 🐦\t\\101\\x42')).toEqual(['Zoë 提示 🐦', 'AB']);
  });
});
