import { AppError, type PromptVersion, type SessionUser } from '@promptnest/core';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';
import { prompts, promptVersions } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { parsePromptId } from '../prompts/get-prompt.js';
import { parseVersionId, presentVersion, versionColumns } from './version-columns.js';

/**
 * One version, found only through its own prompt and that prompt's owner in one query: a version id of
 * another prompt (the user's own or anyone's) is not found, exactly like a missing one.
 */
export async function getPromptVersion(db: Queryable, user: SessionUser, promptId: string, versionId: string): Promise<PromptVersion> {
  const [row] = await db
    .select(versionColumns)
    .from(promptVersions)
    .innerJoin(prompts, eq(prompts.id, promptVersions.promptId))
    .where(and(eq(promptVersions.id, parseVersionId(versionId)), eq(promptVersions.promptId, parsePromptId(promptId)), ownActivePrompts(user)));
  if (!row) throw new AppError('NOT_FOUND', 'Version not found');
  return presentVersion(row);
}
