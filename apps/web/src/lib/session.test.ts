import { authRoutes } from '@promptnest/core';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from './api-client';
import { createQueryClient } from './query-client';
import { sessionUser } from './testing/session-user';
import { markSignedOut, sessionQueryKey, sessionQueryOptions, type ClientSession } from './session';

const user = sessionUser;

const sessionPath = routeUrl(authRoutes.getSession, {});

describe('signing out while the session is being read again', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the Sign Out marker when the earlier read answers after it', async () => {
    // The first read answers at once; the second (a refocus, the service worker's first takeover) only once released.
    let release: (() => void) | undefined;
    const answers = [Promise.resolve(), new Promise<void>((resolve) => (release = resolve))];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        await answers.shift();
        expect(path).toBe(sessionPath);
        return new Response(JSON.stringify({ user }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, sessionQueryOptions);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData<ClientSession>(sessionQueryKey)?.user).toEqual(user));

    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    markSignedOut(queryClient);
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(queryClient.getQueryData<ClientSession>(sessionQueryKey)).toEqual({ user: null, signedOutByUser: true });
    unsubscribe();
  });
});
