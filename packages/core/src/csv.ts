/** Spec §9 "CSV export": the columns, their order, and the file name. */
export const csvColumns = ['Title', 'Description', 'Content', 'Tags', 'Is Template', 'Created At', 'Updated At'] as const;

export interface CsvPromptRow {
  title: string;
  description: string;
  content: string;
  tags: string[];
  isTemplate: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * Where a spreadsheet may start a formula: the start of a cell, right after a `;` or `,` (a spreadsheet that
 * splits on either starts a cell there), and right after a line break or a tab (a spreadsheet, or a paste
 * of the cell, starts a row or a cell there) (docs/decisions/0017-import-and-export.md). The separator is
 * looked behind, not consumed, since tab and CR are formula characters too (`\t\t=` needs three guards).
 * The apostrophes already there are part of the match, so that the guard below can always be undone exactly.
 */
const FORMULA_START = /(?<=^|[;,\n\r\t])('*)(?=[=+\-@\t\r])/g;
const GUARDED_FORMULA_START = /(?<=^|[;,\n\r\t])'('*)(?=[=+\-@\t\r])/g;

/** OWASP's guard: one more apostrophe where a formula could start, so the spreadsheet shows text. */
export function guardFormulas(value: string): string {
  return value.replace(FORMULA_START, "'$1");
}

/** Undoes guardFormulas exactly, for the import of our own export. */
export function unguardFormulas(cell: string): string {
  return cell.replace(GUARDED_FORMULA_START, '$1');
}

/** Every cell quoted (RFC 4180), so no separator inside one splits it, and its formulas guarded. */
export function csvCell(value: string): string {
  return `"${guardFormulas(value).replace(/"/g, '""')}"`;
}

export function toCsvLine(row: CsvPromptRow): string {
  return [row.title, row.description, row.content, row.tags.join('; '), row.isTemplate ? 'Yes' : 'No', row.createdAt, row.updatedAt]
    .map(csvCell)
    .join(',');
}

export function csvHeader(): string {
  return csvColumns.join(',');
}

/** prompts-export-{yyyy-mm-dd}.csv */
export function csvFileName(date: Date): string {
  return `prompts-export-${date.toISOString().slice(0, 10)}.csv`;
}
