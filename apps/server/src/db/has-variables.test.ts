import { hasVariables } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { HAS_VARIABLES_SQL } from './schema/prompts.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('the stored has_variables column', () => {
  it.each(['{{a}}', '{{ a }}', 'x {{ target audience }} y', '{{{{inner}}}}', '{{}}', '{{   }}', '{{open', 'close}}', '{a}', '{{\n}}', '{{\tname\t}}', 'plain'])(
    'agrees with the parser on %j',
    async (content) => {
      const [row] = await db.handle.db.execute<{ matches: boolean }>(sql`select ${content} ~ ${HAS_VARIABLES_SQL} as matches`);
      expect(row?.matches).toBe(hasVariables(content));
    },
  );
});
