import { encodeListCursor, type listVersionsQuerySchema, type PromptVersionList, type SessionUser } from '@promptnest/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connect.js';
import { promptVersions } from '../../db/schema/index.js';
import { loadPromptRow } from '../prompts/get-prompt.js';
import { presentVersionSummary, versionSummaryColumns } from './version-columns.js';

type ListQuery = z.output<typeof listVersionsQuerySchema>;

/** The history of one of the user's prompts (not in the trash), newest first, a page at a time down its index. */
export async function listPromptVersions(db: Database, user: SessionUser, promptId: string, query: ListQuery): Promise<PromptVersionList> {
  const prompt = await loadPromptRow(db, user, promptId);
  const keyset = query.cursor && 'u' in query.cursor ? query.cursor : undefined;
  const rows = await db
    .select(versionSummaryColumns)
    .from(promptVersions)
    .where(
      and(
        eq(promptVersions.promptId, prompt.id),
        keyset ? sql`(${promptVersions.savedAt}, ${promptVersions.id}) < (${keyset.u}::timestamptz, ${keyset.i}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(promptVersions.savedAt), desc(promptVersions.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentVersionSummary),
    nextCursor: rows.length > query.limit && last ? encodeListCursor({ u: last.savedAt, i: last.id }) : null,
  };
}
