import { describe, expect, it } from 'vitest';
import { importButtonLabel, importedDescription, overLimitText } from './import-texts';

describe('the import dialog\'s words', () => {
  it('counts prompts in the Import button, one or many', () => {
    expect(importButtonLabel(1)).toBe('Import 1 prompt');
    expect(importButtonLabel(10_000)).toBe('Import 10,000 prompts');
  });
  it('says what was imported and what was left out, and only what happened', () => {
    expect(importedDescription({ imported: 3, duplicates: 0, invalidCount: 0 })).toBe('Imported 3 prompts.');
    expect(importedDescription({ imported: 1, duplicates: 2, invalidCount: 1 })).toBe('Imported 1 prompt. 2 duplicates skipped. 1 invalid row left out.');
  });
  it('names the kinds that do not fit the plan', () => {
    expect(overLimitText({ prompts: 2, templates: 0 })).toBe("2 prompts would not fit your plan's limits and will not be imported.");
    expect(overLimitText({ prompts: 1, templates: 3 })).toBe("1 prompt and 3 templates would not fit your plan's limits and will not be imported.");
  });
});
