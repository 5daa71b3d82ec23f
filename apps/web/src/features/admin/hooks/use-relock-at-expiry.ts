import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminQueryKeys } from '../api/admin-query-keys';

/** setTimeout's longest wait; an unlock never lasts that long, but a wrong clock could claim so. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * When the unlock the server gave runs out, asks the server again: every admin call extends the unlock,
 * so it may still be open (a new end time), or closed (the panel locks) without the admin clicking anything.
 */
export function useRelockAtExpiry(unlockedUntil: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unlockedUntil) return;
    const wait = Math.min(Math.max(new Date(unlockedUntil).getTime() - Date.now() + 1_000, 1_000), MAX_TIMEOUT_MS);
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.verify() }), wait);
    return () => window.clearTimeout(timer);
  }, [queryClient, unlockedUntil]);
}
