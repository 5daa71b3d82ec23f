import { oauthRoutes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/connected-apps/:clientId: the tool's tokens stop working at once. */
export function useDisconnectApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => call(oauthRoutes.disconnectApp, { params: { clientId } }),
    // Awaited, so the app has left the list by the time the toast says so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.connectedApps.all }),
  });
}
