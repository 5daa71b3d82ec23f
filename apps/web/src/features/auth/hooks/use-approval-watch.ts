import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../../lib/session';

/** How often the Pending Approval screen asks whether an administrator has approved the account. */
export const APPROVAL_RECHECK_MS = 15_000;

/**
 * Keeps the session fresh while the account waits for approval: every 15 s and whenever the window comes
 * back into view. The /app guard reads the same query, so an approval lets the user in without signing in again.
 */
export function useApprovalWatch() {
  return useQuery({ ...sessionQueryOptions, refetchInterval: APPROVAL_RECHECK_MS, refetchOnWindowFocus: 'always' });
}
