import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importFileMessages, MAX_IMPORT_BYTES } from './import-messages.js';
import { readImportFile } from './read-import-file.js';
import { promptNestJsonHead, PROMPTNEST_JSON_TAIL } from './promptnest-json.js';

/** Each central-directory record of a zip, to rewrite what it declares. */
function directoryRecords(zip: Uint8Array): number[] {
  const view = new DataView(zip.buffer);
  return Array.from(zip.keys()).filter((at) => at + 4 <= zip.length && view.getUint32(at, true) === 0x02014b50);
}

const read = (name: string, text: string) => readImportFile(name, strToU8(text));
const formatOf = async (name: string, text: string) => (await read(name, text)).format;

describe('recognising an import file', () => {
  it('tells each format by its content', async () => {
    expect(await formatOf('x.json', `${promptNestJsonHead(new Date())}{"title":"A","content":"B"}${PROMPTNEST_JSON_TAIL}`)).toBe('promptnest-json');
    expect(await formatOf('x.json', '[{"command":"/a","title":"A","content":"B","timestamp":1}]')).toBe('open-webui');
    expect(await formatOf('x.json', '{"name":"a","version":1,"type":"text","prompt":"B","labels":[],"tags":[]}')).toBe('langfuse');
    expect(await formatOf('x.csv', '\uFEFFTitle,Description,Content,Tags,Is Template,Created At,Updated At\r\nA,,B,,No,,\r\n')).toBe('promptnest-csv');
    expect(await formatOf('prompts.csv', '"act","prompt"\n"A","B"\n')).toBe('prompts-chat');
    expect(await formatOf('a.md', 'Hello')).toBe('markdown');
    expect(await formatOf('a.txt', '---\ntitle: A\n---\nB')).toBe('markdown');
  });
  it('reads a .zip of Markdown files, in name order, skipping other files and macOS metadata', async () => {
    const zip = zipSync({ 'b.md': strToU8('# B\n\nSecond'), 'a.md': strToU8('# A\n\nFirst'), 'notes.txt': strToU8('skip'), '__MACOSX/._a.md': strToU8('junk') });
    const parsed = await readImportFile('prompts.zip', zip);
    expect(parsed.format).toBe('markdown');
    expect(parsed.rows.map((row) => row.title)).toEqual(['A', 'B']);
  });
  it('refuses a zip without Markdown, unreadable files and broken JSON with a clear message', async () => {
    await expect(readImportFile('x.zip', zipSync({ 'a.txt': strToU8('x') }))).rejects.toThrow(importFileMessages.emptyZip);
    await expect(read('x.json', '{"title": ')).rejects.toThrow(importFileMessages.notJson);
    await expect(read('x.json', '{"hello":"world"}')).rejects.toThrow(importFileMessages.unknown);
    await expect(read('x.csv', 'a,b,c\n1,2,3')).rejects.toThrow(importFileMessages.unknown);
    await expect(read('x.json', '{"format":"promptnest","formatVersion":2,"prompts":[]}')).rejects.toThrow(/newer PromptNest/);
  });
  it('says in plain words when a zip is empty, cut short, or locked with a password', async () => {
    await expect(readImportFile('x.zip', zipSync({}))).rejects.toThrow(importFileMessages.zipIsEmpty);
    const zip = zipSync({ 'a.md': strToU8('# A\n\n' + 'a'.repeat(500)) });
    await expect(readImportFile('x.zip', zip.slice(0, 60))).rejects.toThrow(importFileMessages.damagedZip);
    const locked = zip.slice();
    const [record = 0] = directoryRecords(locked);
    const view = new DataView(locked.buffer);
    view.setUint16(record + 8, view.getUint16(record + 8, true) | 1, true);
    await expect(readImportFile('x.zip', locked)).rejects.toThrow(importFileMessages.zipUnreadable);
  });
  it('refuses more than 10 MB and more than 10,000 prompts', async () => {
    await expect(readImportFile('x.json', new Uint8Array(MAX_IMPORT_BYTES + 1))).rejects.toThrow(importFileMessages.tooLarge);
    const many = `act,prompt\n${Array.from({ length: 10_001 }, (_, i) => `P${i},Text ${i}`).join('\n')}`;
    await expect(read('x.csv', many)).rejects.toThrow(importFileMessages.tooMany);
    expect((await read('x.csv', `act,prompt\n${Array.from({ length: 10_000 }, (_, i) => `P${i},Text ${i}`).join('\n')}`)).rows).toHaveLength(10_000);
  });
  it('refuses a zip whose entries share stored data, or hold more than they declare, as damaged', async () => {
    const zip = zipSync({ 'a.md': strToU8('# A\n\n' + 'a'.repeat(5000)), 'b.md': strToU8('# B\n\n' + 'b'.repeat(5000)) });
    const [first = 0, second = 0] = directoryRecords(zip);
    const view = new DataView(zip.buffer);
    const shared = zip.slice();
    new DataView(shared.buffer).setUint32(second + 42, view.getUint32(first + 42, true), true);
    await expect(readImportFile('x.zip', shared)).rejects.toThrow(importFileMessages.damagedZip);
    const lying = zip.slice();
    new DataView(lying.buffer).setUint32(first + 24, 100, true);
    await expect(readImportFile('x.zip', lying)).rejects.toThrow(importFileMessages.damagedZip);
    expect((await readImportFile('x.zip', zip)).rows.map((row) => row.title)).toEqual(['A', 'B']);
  });
  it('refuses more than 10 MB declared in a zip before inflating anything', async () => {
    const zip = zipSync({ 'a.md': strToU8('# A\n\nText') });
    const [record = 0] = directoryRecords(zip);
    new DataView(zip.buffer).setUint32(record + 24, MAX_IMPORT_BYTES + 1, true);
    await expect(readImportFile('x.zip', zip)).rejects.toThrow(importFileMessages.tooLarge);
  });
});
