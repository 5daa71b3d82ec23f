import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { cleanShareId, createPromptSchema, isEditorDraftComplete, tagsSchema, updatePromptSchema } from './prompt-schemas.js';
import { parseOrThrow } from './validation.js';

function failure(schema: Parameters<typeof parseOrThrow>[0], input: unknown): { message: string; fields?: Record<string, string> } | undefined {
  try {
    parseOrThrow(schema, input);
    return undefined;
  } catch (error) {
    return { message: (error as AppError).message, fields: (error as AppError).fields };
  }
}

const valid = { title: 'Title', content: 'Content' };

describe('text fields (spec §5)', () => {
  it.each([
    [{ content: 'x' }, 'title', 'Text is required'],
    [{ title: '   ', content: 'x' }, 'title', 'Text is required'],
    [{ title: 42, content: 'x' }, 'title', 'Text is required'],
    [{ title: 't' }, 'content', 'Text is required'],
    [{ title: 't', content: ' \n ' }, 'content', 'Text is required'],
    [{ title: 'x'.repeat(201), content: 'x' }, 'title', 'Text must be 200 characters or less'],
    [{ title: 't', content: 'x'.repeat(10_001) }, 'content', 'Text must be 10000 characters or less'],
    [{ ...valid, description: 'x'.repeat(501) }, 'description', 'Text must be 500 characters or less'],
    [{ title: 't', content: 'before <script>alert(1)</script>' }, 'content', 'Text contains invalid content'],
    [{ title: 't', content: '<IFRAME src=x>' }, 'content', 'Text contains invalid content'],
    [{ title: 't', content: '< object data=x>' }, 'content', 'Text contains invalid content'],
    [{ title: 't', content: '<embed src=x>' }, 'content', 'Text contains invalid content'],
    [{ title: 't', content: 'click JavaScript:alert(1)' }, 'content', 'Text contains invalid content'],
    [{ title: 't', content: 'vbscript:msgbox' }, 'content', 'Text contains invalid content'],
    [{ title: 't', content: 'see data:text/html;base64,PHNjcmlwdD4=' }, 'content', 'Text contains invalid content'],
    [{ title: '<script>', content: 'x' }, 'title', 'Text contains invalid content'],
  ])('%j → %s: %s', (input, field, message) => {
    const result = failure(createPromptSchema, input);
    expect(result?.fields?.[field]).toBe(message);
  });

  it('counts characters, not bytes: 200 emoji make a valid title', () => {
    expect(failure(createPromptSchema, { title: '🐦'.repeat(200), content: 'x' })).toBeUndefined();
    expect(failure(createPromptSchema, { title: '🐦'.repeat(201), content: 'x' })?.message).toBe('Text must be 200 characters or less');
  });

  it('keeps everyday prose that merely names a scheme', () => {
    for (const content of ['Translate this to JavaScript: {{code}}', 'Summarise the data: {{table}}', 'An image: data:image/png;base64,AAAA']) {
      expect(failure(createPromptSchema, { title: 't', content })).toBeUndefined();
    }
  });

  it('trims title, description and credit, keeps content as typed, and defaults the rest', () => {
    const parsed = parseOrThrow(createPromptSchema, { title: '  Hello  ', description: ' d ', content: '  keep  ', creditName: ' Ada ', creditUrl: ' https://example.com/x ' });
    expect(parsed).toEqual({ title: 'Hello', description: 'd', content: '  keep  ', tags: [], isTemplate: false, creditName: 'Ada', creditUrl: 'https://example.com/x' });
  });

  it('accepts an empty description, as the editor sends it', () => {
    expect(parseOrThrow(createPromptSchema, { ...valid, description: '' }).description).toBe('');
  });

  it('removes inline event handlers before saving', () => {
    expect(parseOrThrow(createPromptSchema, { title: 't', content: 'Use <img src="a.png" onerror="steal()" onload=x> here' }).content).toBe('Use <img src="a.png"> here');
  });

  it('only keeps http(s) credit links', () => {
    for (const creditUrl of ['javascript:alert(1)', 'ftp://x', 'not a url', 'https://exa mple.com']) {
      expect(failure(createPromptSchema, { ...valid, creditUrl })?.fields?.creditUrl).toBeDefined();
    }
    expect(parseOrThrow(createPromptSchema, { ...valid, creditUrl: '' }).creditUrl).toBeNull();
  });

  it('refuses unknown fields such as userId or isShared', () => {
    expect(failure(createPromptSchema, { ...valid, userId: 'someone-else' })).toBeDefined();
    expect(failure(createPromptSchema, { ...valid, isShared: true })).toBeDefined();
  });
});

describe('tags (spec §5)', () => {
  it.each([
    ['not-an-array', 'Tags must be an array'],
    [Array.from({ length: 11 }, (_, i) => `t${i}`), 'Maximum 10 tags allowed'],
    [['ok', 5], 'All tags must be strings'],
    [['x'.repeat(51)], 'Tag must be 50 characters or less'],
    [['<b>'], 'Tag contains invalid characters'],
    [['a&lt;b'], 'Tag contains invalid characters'],
    [['x&GT;'], 'Tag contains invalid characters'],
    [['javascript:x'], 'Tag contains invalid characters'],
    [['DATA:x'], 'Tag contains invalid characters'],
  ])('%j → %s', (tags, message) => {
    expect(failure(tagsSchema, tags)?.message).toBe(message);
  });

  it('trims, drops blanks and keeps each tag once', () => {
    expect(parseOrThrow(tagsSchema, [' email ', 'email', '', '  ', 'Work'])).toEqual(['email', 'Work']);
  });
});

describe('update (spec §5: only the fields provided are validated)', () => {
  it('validates just what was sent', () => {
    expect(parseOrThrow(updatePromptSchema, { isTemplate: true })).toEqual({ isTemplate: true });
    expect(failure(updatePromptSchema, { title: '' })?.message).toBe('Text is required');
  });
  it('needs at least one field', () => {
    expect(failure(updatePromptSchema, {})?.message).toBe('Nothing to update');
  });
});

describe('editor and share helpers', () => {
  it('requires title and content after trim', () => {
    expect(isEditorDraftComplete({ title: ' ', content: 'x' })).toBe(false);
    expect(isEditorDraftComplete({ title: 'x', content: '\n' })).toBe(false);
    expect(isEditorDraftComplete({ title: 'x', content: 'y' })).toBe(true);
  });
  it('cleans share ids to letters, digits, _ and -, at most 20', () => {
    expect(cleanShareId('ab/c?d=e_f-g')).toBe('abcde_f-g');
    expect(cleanShareId('x'.repeat(30))).toHaveLength(20);
  });
});
