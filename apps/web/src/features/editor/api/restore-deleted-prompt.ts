import { type Prompt, v1Routes } from '@promptnest/core';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/v1/trash/:id/restore, for the Undo of a delete's toast. A plain function, not a hook: the
 * editor that deleted the prompt is gone by the time Undo is pressed.
 */
export async function restoreDeletedPrompt(queryClient: QueryClient, id: string): Promise<Prompt> {
  try {
    return await call(v1Routes.restorePrompt, { params: { id } });
  } finally {
    await queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
  }
}
