import type { Prompt, SessionUser } from '@promptnest/core';
import type { Database } from '../../db/connect.js';
import { updatePrompt } from '../prompts/update-prompt.js';
import { getPromptVersion } from './get-prompt-version.js';

/**
 * Makes a version current through the update service, so it becomes a new version (a restore can be undone)
 * and turning the prompt into a template, or back, needs room in the plan like any edit.
 */
export async function restorePromptVersion(db: Database, user: SessionUser, promptId: string, versionId: string): Promise<Prompt> {
  const version = await getPromptVersion(db, user, promptId, versionId);
  const { title, description, content, tags, isTemplate } = version;
  return updatePrompt(db, user, promptId, { title, description, content, tags, isTemplate }, 'restore');
}
