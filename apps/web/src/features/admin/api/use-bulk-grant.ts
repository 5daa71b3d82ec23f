import { adminRoutes, type GrantTier } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { callAdmin } from './call-admin';
import { refreshAfterGrant } from './use-grant-subscription';

export interface BulkGrantInput {
  emails: string[];
  tier: GrantTier;
  durationDays: number;
}

/** POST /api/admin/test-subscriptions/bulk: one result per address kept (granted, duplicate, not found…). */
export function useBulkGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkGrantInput) =>
      callAdmin(queryClient, () => call(adminRoutes.bulkGrantTestSubscriptions, { body: input })),
    onSuccess: () => refreshAfterGrant(queryClient),
  });
}
