import { describe, expect, it } from 'vitest';
import { duplicateKey, type ImportRow } from './import-row.js';
import { planImport } from './plan-import.js';

const file = (rows: ImportRow[]) => ({ format: 'prompts-chat' as const, rows });
const unlimited = { prompts: null, templates: null };

describe('planning an import', () => {
  it('counts new, duplicate (library and earlier rows) and invalid rows, and names the invalid ones', () => {
    const plan = planImport(
      file([
        { title: 'A', content: 'one' },
        { title: 'B', content: 'two' },
        { title: 'A', content: 'one' },
        { title: 'Bad', content: '<iframe src=x>' },
        { title: '', content: 'no title' },
      ]),
      new Set([duplicateKey({ title: 'B', content: 'two' })]),
      unlimited,
    );
    expect(plan.preview).toMatchObject({ total: 5, new: 1, duplicates: 2, invalidCount: 2, overLimit: { prompts: 0, templates: 0 } });
    expect(plan.preview.invalid).toEqual([
      { row: 4, title: 'Bad', message: 'Text contains invalid content' },
      { row: 5, title: 'Row 5', message: 'Text is required' },
    ]);
    expect(plan.accepted.map((row) => row.title)).toEqual(['A']);
    expect(plan.preview.rows.map((row) => row.status)).toEqual(['new', 'duplicate', 'duplicate', 'invalid', 'invalid']);
  });
  it('fills the room of prompts and templates separately, in file order, and reports the rest', () => {
    const rows = [
      { title: 'P1', content: 'plain' },
      { title: 'T1', content: 'Hi {{name}}' },
      { title: 'P2', content: 'plain 2' },
      { title: 'T2', content: 'flagged', isTemplate: true },
      { title: 'P3', content: 'plain 3' },
    ];
    const plan = planImport(file(rows), new Set(), { prompts: 2, templates: 1 });
    expect(plan.accepted.map((row) => row.title)).toEqual(['P1', 'T1', 'P2']);
    expect(plan.preview).toMatchObject({ new: 3, overLimit: { prompts: 1, templates: 1 } });
    expect(plan.preview.rows.map((row) => [row.title, row.isTemplate, row.status])).toEqual([
      ['P1', false, 'new'],
      ['T1', true, 'new'],
      ['P2', false, 'new'],
      ['T2', true, 'over-limit'],
      ['P3', false, 'over-limit'],
    ]);
  });
  it('shows the first 20 rows and lists at most 100 invalid ones, counting all', () => {
    const plan = planImport(file(Array.from({ length: 150 }, (_, i) => ({ title: `T${i}`, content: '' }))), new Set(), unlimited);
    expect(plan.preview.rows).toHaveLength(20);
    expect(plan.preview.invalid).toHaveLength(100);
    expect(plan.preview.invalidCount).toBe(150);
  });
});
