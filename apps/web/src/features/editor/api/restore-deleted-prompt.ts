import type { Prompt } from '@promptnest/core';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/trash/:id/restore, for the Undo of a delete's toast. A plain function, not a hook: the
 * editor that deleted the prompt is gone by the time Undo is pressed.
 */
export async function restoreDeletedPrompt(queryClient: QueryClient, id: string): Promise<Prompt> {
  try {
    return await api.post<Prompt>(`/api/trash/${encodeURIComponent(id)}/restore`);
  } finally {
    await queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
  }
}
