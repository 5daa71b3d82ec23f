import type { MessageResponse } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/account/deletion-link: e-mails a single-use link to /confirm-deletion. */
export function useRequestDeletionLink() {
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/account/deletion-link'),
  });
}
