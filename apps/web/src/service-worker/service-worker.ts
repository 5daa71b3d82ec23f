/// <reference lib="WebWorker" />
import { CLEAR_LIBRARY_MESSAGE } from '../lib/offline-library';
import { answerLibraryRead, classifyLibraryRead, forgetLibraries } from './library-cache';

/*
 * PromptNest's service worker (docs/decisions/0021-offline-app.md): the app shell from a precache made at build
 * time (scripts/build-web.mjs fills in the list and its version), and the signed-in account's library, network
 * first, so without a connection the library can still be browsed, searched and filled. Only GETs of our own
 * origin are touched; sign-in, account, billing, admin and every write go straight to the network.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: string[];
declare const __SHELL_VERSION__: string;

const SHELL_PREFIX = 'promptnest-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${__SHELL_VERSION__}`;
/** The app's page: the server answers every /app path with it. */
const SHELL_PAGE = '/app';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === CLEAR_LIBRARY_MESSAGE && event.origin === self.location.origin) event.waitUntil(forgetLibraries());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const read = classifyLibraryRead(url);
  if (read) return event.respondWith(answerLibraryRead(request, read, (work) => event.waitUntil(work)));
  if (request.mode === 'navigate') {
    if (url.pathname === SHELL_PAGE || url.pathname.startsWith(`${SHELL_PAGE}/`)) event.respondWith(answerPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(answerAsset(request));
});

/** The page from the network (it may be a newer build); offline, the precached shell. */
async function answerPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

/** Hashed assets never change: the precached copy, else the network. */
async function answerAsset(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true })) ?? fetch(request);
}
