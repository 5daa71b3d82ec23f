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

/** RFC 4180 quoting. A cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
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
