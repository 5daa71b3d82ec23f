import { AppError, starterPrompts, type Prompt } from '@promptnest/core';
import type { Database } from '../../db/connect.js';
import { createPrompt } from './create-prompt.js';

/** Copies a pre-made starter into the user's library, where it is theirs to change. */
export async function copyStarter(db: Database, userId: string, starterId: string): Promise<Prompt> {
  const starter = starterPrompts.find((item) => item.id === starterId);
  if (!starter) throw new AppError('NOT_FOUND', 'Starter not found');
  return createPrompt(db, userId, {
    title: starter.title,
    description: starter.description,
    content: starter.content,
    tags: starter.tags,
    isTemplate: true,
    creditName: 'PromptNest starter',
    creditUrl: null,
  });
}
