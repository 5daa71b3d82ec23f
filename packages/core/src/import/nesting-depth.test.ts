import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { importFileMessages } from './import-messages.js';
import { readImportFile } from './read-import-file.js';
import { readMarkdown, toMarkdown } from './markdown.js';
import { isJsonNestedDeeperThan, isYamlNestedDeeperThan } from './nesting-depth.js';

const md = (front: string) => `---\n${front}\n---\nBody`;
const bytes = strToU8;

describe('nesting and size are checked before a parser runs', () => {
  it('refuses a Markdown front matter over 64 KB, and accepts a large ordinary one', () => {
    expect(() => readMarkdown('p.md', md(`title: ${'x'.repeat(64 * 1024)}`))).toThrow(importFileMessages.frontMatterTooLarge);
    expect(() => readMarkdown('p.md', md(`title: ${'é'.repeat(40 * 1024)}`))).toThrow(importFileMessages.frontMatterTooLarge);
    expect(readMarkdown('p.md', md(`title: T\ndescription: ${'x'.repeat(60 * 1024)}`))).toMatchObject({ title: 'T', content: 'Body' });
  });
  it('refuses deep YAML nesting: flow brackets, indentation, and compact lists', () => {
    expect(() => readMarkdown('p.md', md(`title: ${'['.repeat(33)}`))).toThrow(importFileMessages.frontMatterTooDeep);
    expect(() => readMarkdown('p.md', md(`title: ${'['.repeat(100_000)}`))).toThrow(importFileMessages.frontMatterTooLarge);
    expect(() => readMarkdown('p.md', md(`${'- '.repeat(40)}x`))).toThrow(importFileMessages.frontMatterTooDeep);
    const indented = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    expect(() => readMarkdown('p.md', md(indented))).toThrow(importFileMessages.frontMatterTooDeep);
    expect(isYamlNestedDeeperThan(`a: ${'['.repeat(32)}${']'.repeat(32)}`, 32)).toBe(false);
  });
  it('still reads our own export and ordinary nested front matter', () => {
    const prompt = { title: 'T [x] {y}', description: 'd', content: 'C', tags: ['a', 'b'], isTemplate: false, isFavorite: true, creditName: null, creditUrl: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    expect(readMarkdown('t.md', toMarkdown(prompt))).toMatchObject(prompt);
    expect(readMarkdown('t.md', md('title: T\ntags:\n  - a\n  - b\nextra:\n  - - x\n    - y'))).toMatchObject({ title: 'T', tags: ['a', 'b'] });
  });
  it('stops YAML alias expansion ("billion laughs") at a few aliases, keeping the text as content', () => {
    const laughs = ['a: &a [x,x,x,x,x,x,x,x,x]', ...'bcdefgh'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefg'[i]}`).join(',')}]`)].join('\n');
    const text = md(`title: T\n${laughs}`);
    expect(readMarkdown('l.md', text)).toMatchObject({ title: 'l', content: text });
  });
  it('refuses JSON nested more than 64 deep, counting brackets outside strings only', async () => {
    await expect(readImportFile('deep.json', bytes(`${'['.repeat(65)}${']'.repeat(65)}`))).rejects.toThrow(importFileMessages.tooDeep);
    expect(isJsonNestedDeeperThan(`[${JSON.stringify('['.repeat(100) + '\\"[')}]`, 2)).toBe(false);
    expect(isJsonNestedDeeperThan(`${'{"a":'.repeat(64)}1${'}'.repeat(64)}`, 64)).toBe(false);
  });
});
