import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importFileMessages, MAX_IMPORT_BYTES } from './import-messages.js';
import { readImportFile } from './read-import-file.js';
import { promptNestJsonHead, PROMPTNEST_JSON_TAIL } from './promptnest-json.js';

const read = (name: string, text: string) => readImportFile(name, strToU8(text));

describe('recognising an import file', () => {
  it('tells each format by its content', () => {
    expect(read('x.json', `${promptNestJsonHead(new Date())}{"title":"A","content":"B"}${PROMPTNEST_JSON_TAIL}`).format).toBe('promptnest-json');
    expect(read('x.json', '[{"command":"/a","title":"A","content":"B","timestamp":1}]').format).toBe('open-webui');
    expect(read('x.json', '{"name":"a","version":1,"type":"text","prompt":"B","labels":[],"tags":[]}').format).toBe('langfuse');
    expect(read('x.csv', '\uFEFFTitle,Description,Content,Tags,Is Template,Created At,Updated At\r\nA,,B,,No,,\r\n').format).toBe('promptnest-csv');
    expect(read('prompts.csv', '"act","prompt"\n"A","B"\n').format).toBe('prompts-chat');
    expect(read('a.md', 'Hello').format).toBe('markdown');
    expect(read('a.txt', '---\ntitle: A\n---\nB').format).toBe('markdown');
  });
  it('reads a .zip of Markdown files, in name order, skipping other files and macOS metadata', () => {
    const zip = zipSync({ 'b.md': strToU8('# B\n\nSecond'), 'a.md': strToU8('# A\n\nFirst'), 'notes.txt': strToU8('skip'), '__MACOSX/._a.md': strToU8('junk') });
    const parsed = readImportFile('prompts.zip', zip);
    expect(parsed.format).toBe('markdown');
    expect(parsed.rows.map((row) => row.title)).toEqual(['A', 'B']);
  });
  it('refuses a zip without Markdown, unreadable files and broken JSON with a clear message', () => {
    expect(() => readImportFile('x.zip', zipSync({ 'a.txt': strToU8('x') }))).toThrow(importFileMessages.emptyZip);
    expect(() => read('x.json', '{"title": ')).toThrow(importFileMessages.notJson);
    expect(() => read('x.json', '{"hello":"world"}')).toThrow(importFileMessages.unknown);
    expect(() => read('x.csv', 'a,b,c\n1,2,3')).toThrow(importFileMessages.unknown);
    expect(() => read('x.json', '{"format":"promptnest","formatVersion":2,"prompts":[]}')).toThrow(/newer PromptNest/);
  });
  it('refuses more than 10 MB and more than 10,000 prompts', () => {
    expect(() => readImportFile('x.json', new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(importFileMessages.tooLarge);
    const many = `act,prompt\n${Array.from({ length: 10_001 }, (_, i) => `P${i},Text ${i}`).join('\n')}`;
    expect(() => read('x.csv', many)).toThrow(importFileMessages.tooMany);
    expect(read('x.csv', `act,prompt\n${Array.from({ length: 10_000 }, (_, i) => `P${i},Text ${i}`).join('\n')}`).rows).toHaveLength(10_000);
  });
});
