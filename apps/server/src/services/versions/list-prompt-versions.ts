import { encodeListCursor, type listVersionsQuerySchema, type PromptVersionList, type SessionUser } from '@promptnest/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connect.js';
import { prepared } from '../../db/prepared.js';
import { prompts, promptVersions } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { loadPromptRow, parsePromptId } from '../prompts/get-prompt.js';
import { presentVersionSummary, versionSummaryColumns } from './version-columns.js';

type ListQuery = z.output<typeof listVersionsQuerySchema>;

/** One page down the (prompt, saved_at, id) index, joined to its prompt under the owner's policy; prepared per shape (docs/decisions/0007). */
function pageQuery(db: Database, hasCursor: boolean) {
  const name = hasCursor ? 'list_versions_after' : 'list_versions';
  return prepared(db, name, (q) =>
    q
      .select(versionSummaryColumns)
      .from(promptVersions)
      .innerJoin(prompts, eq(prompts.id, promptVersions.promptId))
      .where(
        and(
          eq(promptVersions.promptId, sql.placeholder('promptId')),
          ownActivePrompts({ id: sql.placeholder('userId') }),
          hasCursor ? sql`(${promptVersions.savedAt}, ${promptVersions.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(promptVersions.savedAt), desc(promptVersions.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}

/**
 * The history of one of the user's prompts (not in the trash), newest first. Every prompt has a version
 * from its first write, so an empty first page means the prompt is missing or not theirs; a later page
 * that comes back empty asks the prompt itself, to tell the end of the history from a stranger's prompt.
 */
export async function listPromptVersions(db: Database, user: SessionUser, promptId: string, query: ListQuery): Promise<PromptVersionList> {
  const keyset = query.cursor && 'u' in query.cursor ? query.cursor : undefined;
  const id = parsePromptId(promptId);
  const rows = await pageQuery(db, keyset !== undefined).execute({ promptId: id, userId: user.id, cursorAt: keyset?.u, cursorId: keyset?.i, limit: query.limit + 1 });
  if (rows.length === 0) await loadPromptRow(db, user, id);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentVersionSummary),
    nextCursor: rows.length > query.limit && last ? encodeListCursor({ u: last.savedAt, i: last.id }) : null,
  };
}
