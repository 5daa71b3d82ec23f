import { describe, expect, it } from 'vitest';
import { epochToIso, isOpenWebUiPrompt, readOpenWebUi } from './open-webui.js';
import { validateImportRow } from './import-row.js';

/** Open WebUI's Workspace → Prompts → Export, as older releases write it (title, command with its slash, epoch seconds). */
const LEGACY = [
  {
    command: '/summarize',
    user_id: 'u-1',
    title: 'Summarize',
    content: 'Summarize in three bullets:\n\n{{CLIPBOARD}}',
    timestamp: 1731600000,
    access_control: {},
    user: { id: 'u-1', name: 'Ada', email: 'ada@example.com', role: 'admin' },
  },
];
/** Newer releases: `name`, tags, created_at/updated_at. */
const CURRENT = [{ id: 'p-1', command: 'email', name: 'Email reply', content: 'Reply to {{email | textarea}}', tags: ['mail', { name: 'work' }], created_at: 1731600000, updated_at: 1731686400 }];

describe('Open WebUI prompt export', () => {
  it('recognises its prompt objects and not a Langfuse prompt', () => {
    expect(isOpenWebUiPrompt(LEGACY[0])).toBe(true);
    expect(isOpenWebUiPrompt(CURRENT[0])).toBe(true);
    expect(isOpenWebUiPrompt({ name: 'x', prompt: 'y', content: 'z' })).toBe(false);
  });
  it('keeps the title, the content with its variables, and the command in the description', () => {
    const [row] = readOpenWebUi(LEGACY);
    expect(row).toMatchObject({ title: 'Summarize', content: 'Summarize in three bullets:\n\n{{CLIPBOARD}}', description: 'Open WebUI command: /summarize' });
    expect(row?.createdAt).toBe('2024-11-14T16:00:00.000Z');
  });
  it('reads name, tags (strings or objects) and both dates of newer releases', () => {
    const [row] = readOpenWebUi(CURRENT);
    expect(row).toMatchObject({ title: 'Email reply', tags: ['mail', 'work'], createdAt: '2024-11-14T16:00:00.000Z', updatedAt: '2024-11-15T16:00:00.000Z' });
    expect(validateImportRow(row ?? { title: '', content: '' })).toMatchObject({ ok: true });
  });
  it('falls back to the command as the title', () => {
    expect(readOpenWebUi([{ command: '/fix', content: 'Fix it' }])[0]?.title).toBe('fix');
  });
  it('reads epoch seconds, milliseconds and nanoseconds alike', () => {
    expect(epochToIso(1731600000)).toBe(epochToIso(1731600000000));
    expect(epochToIso(1731600000000000000)).toBe('2024-11-14T16:00:00.000Z');
    expect(epochToIso('soon')).toBeUndefined();
  });
});
