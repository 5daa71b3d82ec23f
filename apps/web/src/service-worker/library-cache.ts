import type { Prompt, PromptListResponse, SessionResponse } from '@promptnest/core';
import { getPromptAddress, listPromptsAddress, listTagsAddress, sessionAddress } from '@promptnest/core/addresses';
import { LIBRARY_CACHE_PREFIX } from '../lib/offline-library';
import { answerListOffline, mergeLibrary, readListRequest } from './offline-list';
import { isCopyOfCurrentSession, readOfflineKey, sessionRequestPath } from './session-tie';

/*
 * The signed-in account's library as last loaded, in a cache named after the session that wrote it
 * (docs/decisions/0021-offline-app.md). At most one such cache exists: seeing another session (or none) in a
 * session answer deletes the others before anything else is kept, and a copy whose session is gone (ended,
 * or no longer this browser's) is deleted the moment it is opened, so no answer is ever served to another
 * user or outlives its session.
 */
const cacheName = (offlineKey: string) => `${LIBRARY_CACHE_PREFIX}${offlineKey}`;

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

async function deleteLibraries(except: string | null = null): Promise<void> {
  await Promise.all((await libraryCacheNames()).filter((name) => name !== except).map((name) => caches.delete(name)));
}

/** The one session cache there is, if its session is still the current one; else it goes. */
async function openCurrentLibrary(): Promise<Cache | null> {
  const [name] = await libraryCacheNames();
  if (!name) return null;
  const library = await caches.open(name);
  if (await isCopyOfCurrentSession(library)) return library;
  await deleteLibraries();
  return null;
}

/** A session answer from the server: keeps only this session's cache (or none when signed out). */
async function followSession(response: Response): Promise<Cache | null> {
  const key = readOfflineKey((await response.clone().json().catch(() => null)) as SessionResponse | null);
  const keep = key ? cacheName(key) : null;
  await deleteLibraries(keep);
  if (!keep) return null;
  const library = await caches.open(keep);
  // The session answer is what ties the copy to its session (session-tie.ts), so it is filed before the rest.
  await library.put(sessionRequestPath, response);
  return library;
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
  const response = await fetch(sessionRequestPath, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
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
        if (kind === 'session') await followSession(kept);
        else await ((await openCurrentLibrary()) ?? (await askSession()))?.put(request, kept);
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
  // No copy of a current session: as far as this browser can tell offline, nobody is signed in here.
  if (kind === 'session') return Response.json({ user: null } satisfies SessionResponse, { headers: { 'x-promptnest-offline': 'no-session' } });
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
