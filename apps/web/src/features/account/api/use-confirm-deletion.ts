import { accountRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/account/delete/confirm: deletes the account with an e-mailed token; the server ends the session. */
export function useConfirmDeletion() {
  return useMutation({
    mutationFn: (token: string) => call(accountRoutes.confirmDeletion, { body: { token } }),
  });
}
