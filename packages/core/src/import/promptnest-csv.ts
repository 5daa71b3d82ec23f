import { csvColumns, unguardFormulas } from '../csv.js';
import type { ImportRow } from './import-row.js';
import { csvRecords } from './parse-csv.js';

const header = csvColumns.map((name) => name.toLowerCase());

/** The spec's export columns (spec §9 "CSV export"), in any order. */
export function isPromptNestCsvHeader(names: string[]): boolean {
  return header.every((name) => names.includes(name));
}

function isoOrRaw(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function readPromptNestCsv(text: string): ImportRow[] {
  return csvRecords(text).rows.map((record) => {
    // Our export guards formulas with apostrophes (core's csv.ts); reading it back removes exactly those.
    const cell = (name: string) => unguardFormulas(record[name] ?? '');
    const tags = cell('tags');
    return {
      title: cell('title'),
      description: cell('description'),
      content: cell('content'),
      tags: tags.trim() === '' ? [] : tags.split(';').map((tag) => tag.trim()),
      isTemplate: /^(yes|true)$/i.test(cell('is template').trim()),
      createdAt: isoOrRaw(cell('created at')),
      updatedAt: isoOrRaw(cell('updated at')),
    };
  });
}
