import { isTemplatePrompt } from '../template-variables.js';
import { IMPORT_INVALID_LISTED, IMPORT_PREVIEW_ROWS, type ImportPreview, type ImportPreviewRow, type ImportRowStatus } from './import-api.js';
import { duplicateKey, rowLabel, validateImportRow, type CheckedRow, type ParsedImport, type ValidImportRow } from './import-row.js';

export interface ImportRoom {
  /** How many more prompts and templates the plan allows; null: unlimited. */
  prompts: number | null;
  templates: number | null;
}

export interface ImportPlan {
  preview: ImportPreview;
  /** The rows to write, in file order. */
  accepted: ValidImportRow[];
}

/** Every row checked with the editor's schema (the server looks up the valid rows' duplicates before planning). */
export function checkRows(parsed: ParsedImport): CheckedRow[] {
  return parsed.rows.map(validateImportRow);
}

/**
 * What an import of these rows would do (docs/decisions/0017-import-and-export.md): each row is checked
 * with the editor's schema; a row with the title and content of a prompt in the library, or of an earlier
 * row, is a duplicate; new rows take the plan's room in file order, prompts and templates each their own.
 */
export function planImport(parsed: ParsedImport, existingKeys: ReadonlySet<string>, room: ImportRoom, checkedRows: CheckedRow[] = checkRows(parsed)): ImportPlan {
  const seen = new Set(existingKeys);
  const left = { ...room };
  const accepted: ValidImportRow[] = [];
  const rows: ImportPreviewRow[] = [];
  const invalid: ImportPreview['invalid'] = [];
  const counts = { new: 0, duplicates: 0, invalid: 0, prompts: 0, templates: 0 };
  parsed.rows.forEach((raw, index) => {
    const checked = checkedRows[index] ?? validateImportRow(raw);
    let status: ImportRowStatus;
    let shown = { title: rowLabel(raw, index), tags: [] as string[], isTemplate: false };
    if (!checked.ok) {
      status = 'invalid';
      counts.invalid++;
      if (invalid.length < IMPORT_INVALID_LISTED) invalid.push({ row: index + 1, title: shown.title, message: checked.message });
    } else {
      const row = checked.row;
      const kind = isTemplatePrompt(row) ? 'templates' : 'prompts';
      shown = { title: row.title, tags: row.tags, isTemplate: kind === 'templates' };
      const key = duplicateKey(row);
      if (seen.has(key)) {
        status = 'duplicate';
        counts.duplicates++;
      } else if (left[kind] !== null && left[kind] <= 0) {
        status = 'over-limit';
        counts[kind]++;
      } else {
        seen.add(key);
        if (left[kind] !== null) left[kind]--;
        status = 'new';
        counts.new++;
        accepted.push(row);
      }
    }
    if (rows.length < IMPORT_PREVIEW_ROWS) {
      const message = checked.ok ? undefined : checked.message;
      rows.push({ row: index + 1, ...shown, status, ...(message === undefined ? {} : { message }) });
    }
  });
  return {
    accepted,
    preview: {
      format: parsed.format,
      total: parsed.rows.length,
      new: counts.new,
      duplicates: counts.duplicates,
      invalid,
      invalidCount: counts.invalid,
      overLimit: { prompts: counts.prompts, templates: counts.templates },
      rows,
    },
  };
}
