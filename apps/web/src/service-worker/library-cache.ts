import type { Prompt, PromptListResponse, SessionResponse } from '@promptnest/core';
import { getPromptAddress, listPromptsAddress, listTagsAddress, sessionAddress } from '@promptnest/core/addresses';
import { LIBRARY_CACHE_PREFIX } from '../lib/offline-library';
import { answerListOffline, mergeLibrary, readListRequest } from './offline-list';

/*
 * The signed-in account's library as last loaded, in a cache named after the account
 * (docs/decisions/0021-offline-app.md). At most one such cache exists: seeing another account (or none) in a
 * session answer deletes the others before anything else is kept, so no answer is ever served to another user.
 */
const cacheName = (userId: string) => `${LIBRARY_CACHE_PREFIX}${userId}`;

/** The GET routes the library's screens read: the session (who is signed in), lists and searches, a prompt, tags. */
export type LibraryRead = 'session' | 'list' | 'prompt' | 'tags';

/** A declared path (`/v1/prompts/{id}`) as a pattern for the whole address, under /api. */
const pathPattern = ({ path }: { path: string }) => new RegExp(`^/api${path.replace(/\{\w+\}/g, '[^/]+')}$`);
const libraryReads: Array<[LibraryRead, RegExp]> = [
  ['session', pathPattern(sessionAddress)],
  ['list', pathPattern(listPromptsAddress)],
  ['prompt', pathPattern(getPromptAddress)],
  ['tags', pathPattern(listTagsAddress)],
];

export function classifyLibraryRead(url: URL): LibraryRead | null {
  return libraryReads.find(([, pattern]) => pattern.test(url.pathname))?.[0] ?? null;
}

async function libraryCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(LIBRARY_CACHE_PREFIX));
}

/** The one account cache there is, if any: the account the last session answer named. */
async function openCurrentLibrary(): Promise<Cache | null> {
  const [name] = await libraryCacheNames();
  return name ? caches.open(name) : null;
}

/** A session answer from the server: keeps only this account's cache (or none when signed out). */
async function followSession(response: Response): Promise<Cache | null> {
  const session = (await response.clone().json().catch(() => null)) as SessionResponse | null;
  const userId = session?.user?.id ?? null;
  const keep = userId && session?.user?.approved ? cacheName(userId) : null;
  await Promise.all((await libraryCacheNames()).filter((name) => name !== keep).map((name) => caches.delete(name)));
  return keep ? caches.open(keep) : null;
}

// Cache work runs one step at a time: an answer is filed only after every session answer that came back
// before it, so a list read for one account never lands in a cache another account's session left behind.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step, step);
  queue = run.catch(() => undefined);
  return run;
}

/** The page's sign-in or sign-out: forget every account's library, after the answers already being filed. */
export function forgetLibraries(): Promise<unknown> {
  return inTurn(() => followSession(new Response('null')));
}

/**
 * No account cache yet (a fresh sign-in; the list came back before the session did): the worker asks whose
 * answer this is, with the same cookie, rather than keep it nowhere or guess.
 */
async function askSession(): Promise<Cache | null> {
  // eslint-disable-next-line no-restricted-syntax -- the worker has no api client (it would bring zod in); the address is core's declaration
  const response = await fetch(`/api${sessionAddress.path}`, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
  return response?.ok ? followSession(response) : null;
}

/**
 * Network first: the answer goes to the page at once, and is kept for the account it belongs to in the
 * background (`keep` is the fetch event's waitUntil); without a connection, the kept one.
 */
export async function answerLibraryRead(request: Request, kind: LibraryRead, keep: (work: Promise<unknown>) => void): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return inTurn(() => answerOffline(request, kind));
  }
  if (response.ok) {
    const kept = response.clone();
    keep(
      inTurn(async () => {
        const library = kind === 'session' ? await followSession(kept) : ((await openCurrentLibrary()) ?? (await askSession()));
        await library?.put(request, kept);
      }),
    );
  } else if (response.status === 401 || response.status === 403) {
    keep(inTurn(() => followSession(new Response('null'))));
  }
  return response;
}

async function answerOffline(request: Request, kind: LibraryRead): Promise<Response> {
  const library = await openCurrentLibrary();
  const kept = await library?.match(request, { ignoreVary: true });
  if (kept) return kept;
  if (library && kind === 'list') {
    const list = await answerListOffline(await readLibrary(library), readListRequest(new URL(request.url)));
    return Response.json(list, { headers: { 'x-promptnest-offline': 'computed' } });
  }
  return Response.error();
}

async function readLibrary(library: Cache) {
  const pages: PromptListResponse[] = [];
  const prompts: Prompt[] = [];
  for (const request of await library.keys()) {
    const kind = classifyLibraryRead(new URL(request.url));
    if (kind !== 'list' && kind !== 'prompt') continue;
    const body = await (await library.match(request))?.json().catch(() => null);
    if (!body) continue;
    if (kind === 'list') pages.push(body as PromptListResponse);
    else prompts.push(body as Prompt);
  }
  return mergeLibrary(pages, prompts);
}
