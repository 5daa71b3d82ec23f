import { adminRoutes, type AdminSettingsResponse } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** PUT /api/admin/settings: turns auto-approval of new sign-ups on or off. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AdminSettingsResponse) =>
      callAdmin(queryClient, () => call(adminRoutes.updateSettings, { body: settings })),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminQueryKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.securitySummary() });
    },
  });
}
