import { describe, expect, it } from 'vitest';
import { convertPromptsChatVariables, readPromptsChatCsv } from './prompts-chat.js';
import { validateImportRow } from './import-row.js';

/** prompts.chat's prompts.csv as it is published: every header quoted, booleans as TRUE/FALSE, type TEXT. */
const PROMPTS_CSV = [
  '"act","prompt","for_devs","type","contributor"',
  '"Linux Terminal","I want you to act as a linux terminal. My first command is ${command:pwd}",TRUE,TEXT,f',
  '"English Translator","Translate ""${sentence}"" into English,\nthen improve it.",FALSE,TEXT,f',
  '"Job Interviewer","Interview me for the ${Position:Software Developer} position.",FALSE,STRUCTURED,',
].join('\n');

describe('prompts.chat CSV', () => {
  it('reads act as the title and prompt as the content, with quotes, commas and line breaks kept', () => {
    const rows = readPromptsChatCsv(PROMPTS_CSV);
    expect(rows.map((r) => r.title)).toEqual(['Linux Terminal', 'English Translator', 'Job Interviewer']);
    expect(rows[1]?.content).toBe('Translate "{{sentence}}" into English,\nthen improve it.');
  });
  it('turns ${name} and ${name:default} into {{name}}', () => {
    expect(convertPromptsChatVariables('Hi ${name}, see ${Position:Software Developer} and ${ x : y }')).toBe('Hi {{name}}, see {{Position}} and {{x}}');
    expect(convertPromptsChatVariables('Costs $5 and ${} stays')).toBe('Costs $5 and ${} stays');
  });
  it('tags for_devs and the type, and credits the contributor with a GitHub link', () => {
    const [terminal, , interviewer] = readPromptsChatCsv(PROMPTS_CSV);
    expect(terminal).toMatchObject({ tags: ['for-devs', 'text'], creditName: 'f', creditUrl: 'https://github.com/f' });
    expect(interviewer).toMatchObject({ tags: ['structured'], creditName: undefined, creditUrl: undefined });
    expect(validateImportRow(terminal ?? { title: '', content: '' })).toMatchObject({ ok: true, row: { title: 'Linux Terminal', tags: ['for-devs', 'text'] } });
  });
  it('reads the older file with act and prompt only', () => {
    expect(readPromptsChatCsv('act,prompt\nPoet,Write a poem about ${topic}\n')).toEqual([
      { title: 'Poet', content: 'Write a poem about {{topic}}', tags: [], creditName: undefined, creditUrl: undefined },
    ]);
  });
});
