import { describe, expect, it } from 'vitest';
import { chatMessagesToText, langfuseItems, readLangfuse } from './langfuse.js';
import { validateImportRow } from './import-row.js';

/** As Langfuse's GET /api/public/v2/prompts/{name} answers, one object per version. */
const base = { projectId: 'p', createdBy: 'API', commitMessage: null, resolutionGraph: null };
const TEXT_V1 = { ...base, id: '1', createdAt: '2026-03-02T09:15:00.000Z', updatedAt: '2026-03-02T09:15:00.000Z', name: 'movie-critic', version: 1, type: 'text', prompt: 'Do you like {{movie}}?', config: {}, labels: [], tags: ['movies'] };
const TEXT_V2 = { ...TEXT_V1, id: '2', createdAt: '2026-03-04T10:00:00.000Z', updatedAt: '2026-03-04T10:00:00.000Z', version: 2, prompt: 'Rate {{movie}} out of ten.', config: { temperature: 0.7 }, labels: ['production', 'latest'] };
const CHAT = {
  ...base,
  id: '3',
  createdAt: '2026-03-05T14:30:00.000Z',
  updatedAt: '2026-03-05T14:30:00.000Z',
  name: 'support-agent',
  version: 1,
  type: 'chat',
  prompt: [{ role: 'system', content: 'You support {{product}}.' }, { type: 'placeholder', name: 'history' }, { type: 'chatmessage', role: 'user', content: '{{question}}' }],
  config: {},
  labels: ['production'],
  tags: [],
};

describe('Langfuse prompts', () => {
  it('accepts one prompt, an array, or the list answer with data', () => {
    expect(langfuseItems(TEXT_V1)).toHaveLength(1);
    expect(langfuseItems([TEXT_V1, CHAT])).toHaveLength(2);
    expect(langfuseItems({ data: [CHAT], meta: { page: 1 } })).toHaveLength(1);
    expect(langfuseItems([{ title: 'x', content: 'y' }])).toBeNull();
  });
  it('makes the highest version the prompt and the others its versions, oldest first', () => {
    const [row] = readLangfuse([TEXT_V2, TEXT_V1]);
    expect(row).toMatchObject({ title: 'movie-critic', content: 'Rate {{movie}} out of ten.', tags: ['movies', 'production'], createdAt: '2026-03-04T10:00:00.000Z' });
    expect(row?.description).toBe('Langfuse config: {"temperature":0.7}');
    expect(row?.versions).toEqual([{ title: 'movie-critic', description: '', content: 'Do you like {{movie}}?', tags: ['movies'], isTemplate: false, createdAt: '2026-03-02T09:15:00.000Z' }]);
    expect(validateImportRow(row ?? { title: '', content: '' })).toMatchObject({ ok: true, row: { versions: [{ content: 'Do you like {{movie}}?' }] } });
  });
  it('writes a chat prompt as its messages under their roles', () => {
    expect(chatMessagesToText(CHAT.prompt)).toBe('system:\nYou support {{product}}.\n\n[placeholder: history]\n\nuser:\n{{question}}');
    expect(readLangfuse([CHAT])[0]).toMatchObject({ description: 'Langfuse chat prompt', tags: ['production'] });
  });
});
