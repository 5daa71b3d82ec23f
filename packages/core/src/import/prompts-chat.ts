import type { ImportRow } from './import-row.js';
import { csvRecords } from './parse-csv.js';

/** prompts.chat's prompts.csv: `act` and `prompt`, and `for_devs`, `type`, `contributor` in newer files. */
export function isPromptsChatHeader(names: string[]): boolean {
  return names.includes('act') && names.includes('prompt');
}

/** Its variables, `${name}` and `${name:default}`, become ours: `{{name}}`. */
export function convertPromptsChatVariables(text: string): string {
  return text.replace(/\$\{([^{}:]+)(?::[^{}]*)?\}/g, (_match, name: string) => `{{${name.trim()}}}`);
}

const GITHUB_USER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

export function readPromptsChatCsv(text: string): ImportRow[] {
  return csvRecords(text).rows.map((record) => {
    const tags: string[] = [];
    if (/^true$/i.test((record.for_devs ?? '').trim())) tags.push('for-devs');
    const type = (record.type ?? '').trim().toLowerCase();
    if (type !== '') tags.push(type);
    const contributor = (record.contributor ?? '').trim();
    const content = convertPromptsChatVariables(record.prompt ?? '');
    return {
      title: record.act ?? '',
      content,
      tags,
      creditName: contributor === '' ? undefined : contributor,
      creditUrl: GITHUB_USER.test(contributor) ? `https://github.com/${contributor}` : undefined,
    };
  });
}
