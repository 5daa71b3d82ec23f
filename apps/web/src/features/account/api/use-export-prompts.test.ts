import { describe, expect, it } from 'vitest';
import { fileNameOf } from './use-export-prompts';

const withDisposition = (value: string | null) => new Response('', { headers: value ? { 'content-disposition': value } : {} });

describe('the export file name (spec §9: prompts-export-yyyy-mm-dd.csv)', () => {
  it('is the one the server gives', () => {
    expect(fileNameOf(withDisposition('attachment; filename="prompts-export-2026-11-22.csv"'))).toBe('prompts-export-2026-11-22.csv');
    expect(fileNameOf(withDisposition('attachment; filename=prompts-export-2026-01-02.csv'))).toBe('prompts-export-2026-01-02.csv');
  });

  it("is today's when the server names none", () => {
    expect(fileNameOf(withDisposition(null))).toMatch(/^prompts-export-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
