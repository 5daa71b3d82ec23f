import { accountRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/account/deletion-link: e-mails a single-use link to /confirm-deletion. */
export function useRequestDeletionLink() {
  return useMutation({
    mutationFn: () => call(accountRoutes.sendDeletionLink),
  });
}
