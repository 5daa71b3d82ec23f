import { importFormatNames, type ImportFormat, type ImportRowStatus } from '@promptnest/core';

/** The import dialog's words (beyond the spec; docs/decisions/0017-import-and-export.md). */
export const importTexts = {
  open: 'Import prompts',
  title: 'Import prompts',
  intro: 'From PromptNest (JSON, CSV or Markdown), Open WebUI, prompts.chat or Langfuse. Up to 10 MB and 10,000 prompts.',
  choose: 'Choose a file',
  drop: 'or drop it here',
  fileLabel: 'File to import',
  reading: 'Uploading and checking…',
  importing: 'Importing…',
  importAgain: 'Choose another file',
  nothingNew: 'Nothing new to import.',
  upgrade: 'Upgrade',
  toastTitle: 'Import complete',
  failedTitle: 'Import failed',
} as const;

export const statusNames: Record<ImportRowStatus, string> = { new: 'New', duplicate: 'Duplicate', invalid: 'Invalid', 'over-limit': 'Over the limit' };

export function formatName(format: ImportFormat): string {
  return importFormatNames[format];
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export function importButtonLabel(count: number): string {
  return `Import ${plural(count, 'prompt', 'prompts')}`;
}

/** 'Imported 3 prompts. 1 duplicate skipped.' */
export function importedDescription(result: { imported: number; duplicates: number; invalidCount: number }): string {
  const parts = [`Imported ${plural(result.imported, 'prompt', 'prompts')}.`];
  if (result.duplicates > 0) parts.push(`${plural(result.duplicates, 'duplicate', 'duplicates')} skipped.`);
  if (result.invalidCount > 0) parts.push(`${plural(result.invalidCount, 'invalid row', 'invalid rows')} left out.`);
  return parts.join(' ');
}

export function overLimitText(overLimit: { prompts: number; templates: number }): string {
  const parts = [overLimit.prompts > 0 ? plural(overLimit.prompts, 'prompt', 'prompts') : '', overLimit.templates > 0 ? plural(overLimit.templates, 'template', 'templates') : ''].filter(Boolean);
  return `${parts.join(' and ')} would not fit your plan's limits and will not be imported.`;
}
