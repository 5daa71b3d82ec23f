import { accountRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/account/delete with the typed e-mail: deletes the account at once; the server also ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) => call(accountRoutes.deleteAccount, { body: { email } }),
  });
}
