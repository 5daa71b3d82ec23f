import type { ImportVersion } from '@promptnest/core/import';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';

/**
 * The past versions of a batch of prompts, oldest first, in one query. A prompt's newest version is its
 * current state (the trigger of migration 0012 keeps it); it is left out when it equals the prompt, because
 * an import writes the current state as a version of its own, and a round trip would otherwise double it.
 */
export async function readPastVersions(db: Database, promptIds: string[]): Promise<Map<string, ImportVersion[]>> {
  const byPrompt = new Map<string, ImportVersion[]>();
  if (promptIds.length === 0) return byPrompt;
  const rows = await db.execute<ImportVersion & { promptId: string }>(sql`
    select v.prompt_id as "promptId", v.title, v.description, v.content, v.tags, v.is_template as "isTemplate",
      to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from (
      select pv.*, row_number() over (partition by pv.prompt_id order by pv.saved_at desc, pv.id desc) as newest
      from prompt_versions pv where pv.prompt_id = any(${`{${promptIds.join(',')}}`}::uuid[])
    ) v
    join prompts p on p.id = v.prompt_id
    where not (v.newest = 1 and v.title = p.title and v.description = p.description and v.content = p.content
      and v.tags = p.tags and v.is_template = p.is_template)
    order by v.prompt_id, v.saved_at, v.id`);
  for (const { promptId, ...version } of rows) {
    const list = byPrompt.get(promptId);
    if (list) list.push(version);
    else byPrompt.set(promptId, [version]);
  }
  return byPrompt;
}
