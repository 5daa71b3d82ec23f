import { describe, expect, it } from 'vitest';
import { markdownFileName, readMarkdown, toMarkdown, type MarkdownPrompt } from './markdown.js';

describe('Markdown prompts', () => {
  it('reads title, description and tags from YAML front matter, and the body as the content', () => {
    const text = '---\ntitle: Meeting notes\ndescription: Minutes\ntags: [work, meetings]\n---\nTurn these notes into minutes:\n\n{{notes}}\n';
    expect(readMarkdown('notes.md', text)).toMatchObject({ title: 'Meeting notes', description: 'Minutes', tags: ['work', 'meetings'], content: 'Turn these notes into minutes:\n\n{{notes}}\n' });
  });
  it('accepts tags as a YAML list or a comma-separated string', () => {
    expect(readMarkdown('a.md', '---\ntitle: A\ntags:\n  - one\n  - two\n---\nBody').tags).toEqual(['one', 'two']);
    expect(readMarkdown('a.md', '---\ntitle: A\ntags: one, two\n---\nBody').tags).toEqual(['one', 'two']);
  });
  it('takes a first # heading as the title, else the file name', () => {
    expect(readMarkdown('x/bug-report.md', '# Bug report\n\nRewrite this report.')).toMatchObject({ title: 'Bug report', content: 'Rewrite this report.' });
    expect(readMarkdown('x/plain-prompt.md', 'Just a prompt.')).toMatchObject({ title: 'plain-prompt', content: 'Just a prompt.' });
  });
  it('keeps a file whose front matter is not YAML whole, as its content', () => {
    const text = '---\ntitle: [broken\n---\nBody';
    expect(readMarkdown('broken.md', text)).toMatchObject({ title: 'broken', content: text });
  });
  it('writes every field and reads it back unchanged, content byte for byte', () => {
    const prompt: MarkdownPrompt = {
      title: 'Quote: "yes" # no',
      description: 'Line one',
      content: '---\nNot front matter\n  indented\n\n',
      tags: ['a: b', '#x'],
      isTemplate: true,
      isFavorite: true,
      creditName: null,
      creditUrl: 'https://example.com/x',
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-02T09:00:00.000Z',
    };
    expect(readMarkdown('q.md', toMarkdown(prompt))).toEqual(prompt);
  });
  it('names files from titles, unique within the archive', () => {
    const taken = new Set<string>();
    expect(markdownFileName('Weekly report!', taken)).toBe('weekly-report.md');
    expect(markdownFileName('Weekly report?', taken)).toBe('weekly-report-2.md');
    expect(markdownFileName('日本語', taken)).toBe('prompt.md');
  });
});
