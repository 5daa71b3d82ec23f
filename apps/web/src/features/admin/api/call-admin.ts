import { AppError, type AdminVerifyResponse } from '@promptnest/core';
import type { QueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from './admin-query-keys';

export function isAdminLocked(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'ADMIN_LOCKED';
}

/** The unlock ran out (or was never there): the panel shows Access Admin Panel again, then asks the server to confirm. */
export function lockAdminPanel(queryClient: QueryClient): void {
  queryClient.setQueryData<AdminVerifyResponse>(adminQueryKeys.verify(), { isAdmin: true, unlockedUntil: null });
  void queryClient.invalidateQueries({ queryKey: adminQueryKeys.verify() });
}

/**
 * Runs an admin call. Every call but verify and unlock needs the panel unlocked; an ADMIN_LOCKED answer
 * locks the panel here too, so the cards give way to the password form instead of showing errors forever.
 */
export async function callAdmin<T>(queryClient: QueryClient, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isAdminLocked(error)) lockAdminPanel(queryClient);
    throw error;
  }
}
