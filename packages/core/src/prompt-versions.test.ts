import { describe, expect, it } from 'vitest';
import { updatePromptSchema } from './prompt-schemas.js';
import { describeVersionChange } from './prompt-versions.js';

describe('describeVersionChange', () => {
  it('names the fields changed, with the content\'s words added and removed', () => {
    expect(describeVersionChange({ changed: ['content', 'tags'], wordsAdded: 42, wordsRemoved: 7 })).toBe('content +42 −7 words, tags');
    expect(describeVersionChange({ changed: ['title', 'content'], wordsAdded: 3, wordsRemoved: 0 })).toBe('title, content +3 words');
    expect(describeVersionChange({ changed: ['isTemplate'], wordsAdded: 0, wordsRemoved: 0 })).toBe('template');
  });

  it('says just "content" when words only moved, and nothing for a first version', () => {
    expect(describeVersionChange({ changed: ['content'], wordsAdded: 0, wordsRemoved: 0 })).toBe('content');
    expect(describeVersionChange({ changed: [], wordsAdded: 0, wordsRemoved: 0 })).toBe('');
  });
});

describe('saveKind on an update', () => {
  it('is accepted beside a change, but is no change by itself', () => {
    expect(updatePromptSchema.safeParse({ title: 'New', saveKind: 'autosave' }).success).toBe(true);
    expect(updatePromptSchema.safeParse({ saveKind: 'save' }).success).toBe(false);
    expect(updatePromptSchema.safeParse({ title: 'New', saveKind: 'later' }).error?.issues[0]?.message).toBe('saveKind must be autosave, save or export');
  });
});
