import { renderTemplate, type RenderedTemplate, type SessionUser } from '@promptnest/core';
import type { Database } from '../../db/connect.js';
import { getPrompt } from './get-prompt.js';

/** Fills one of the user's prompts with values, as the template screen does (a prompt without variables comes back as it is). */
export async function renderPrompt(db: Database, user: SessionUser, id: string, values: Record<string, string>): Promise<RenderedTemplate> {
  const prompt = await getPrompt(db, user, id);
  return renderTemplate(prompt.content, values);
}
