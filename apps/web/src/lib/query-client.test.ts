import { authRoutes, v1Routes } from '@promptnest/core';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, routeUrl } from './api-client';
import { createQueryClient } from './query-client';
import { sessionUser } from './testing/session-user';
import { sessionQueryKey, sessionQueryOptions, type ClientSession } from './session';

const user = sessionUser;

const sessionPath = routeUrl(authRoutes.getSession, {});

/** The server's answers by path: the session first says who is signed in, later that nobody is. */
function serve(answers: Record<string, Array<{ status: number; body: unknown }>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const next = answers[path]?.shift() ?? { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

async function sessionAfterRefusal(refusal: { error: string; message: string }, status: number) {
  serve({
    [sessionPath]: [{ status: 200, body: { user } }, { status: 200, body: { user: null } }],
    [routeUrl(v1Routes.listPrompts, {})]: [{ status, body: refusal }],
  });
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, sessionQueryOptions);
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(queryClient.getQueryData<ClientSession>(sessionQueryKey)?.user).toEqual(user));
  await queryClient.fetchQuery({ queryKey: ['prompts'], queryFn: () => call(v1Routes.listPrompts) }).catch(() => undefined);
  return { queryClient, unsubscribe };
}

describe('a page whose session the server no longer knows', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['signed out elsewhere', 401, { error: 'UNAUTHENTICATED', message: 'User must be authenticated' }],
    ['suspended', 403, { error: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended. Contact the administrator.' }],
  ])('reads the session again when %s, so the guards send it to sign-in', async (_case, status, refusal) => {
    const { queryClient, unsubscribe } = await sessionAfterRefusal(refusal, status);
    await vi.waitFor(() => expect(queryClient.getQueryData<ClientSession>(sessionQueryKey)?.user).toBeNull());
    unsubscribe();
  });

  it('keeps the session on other refusals', async () => {
    const { queryClient, unsubscribe } = await sessionAfterRefusal({ error: 'NOT_FOUND', message: 'Not found' }, 404);
    expect(vi.mocked(fetch).mock.calls.filter(([path]) => path === sessionPath)).toHaveLength(1);
    expect(queryClient.getQueryData<ClientSession>(sessionQueryKey)?.user).toEqual(user);
    unsubscribe();
  });
});
