import type { EmbeddedSharedPrompt } from '@promptnest/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../context/app-env.js';
import type { RenderSharedView } from '../../http/shared-view-renderer.js';
import { findSharedPreview } from '../../services/prompts/shared-prompt.js';
import { PageCache } from './page-cache.js';
import { withSharePreview } from './share-preview.js';
import { toScriptJson, withSharedPromptData } from './shared-prompt-data.js';

const EMPTY_ROOT = '<div id="root"></div>';
/** Four million characters (4 to 8 MB): a hundred or more shared pages, each built once per version of its prompt. */
const CACHE_CHARS = 4_000_000;

/** The app's page for a shared prompt the server draws, and with its code preloaded for one the browser draws. */
export interface SharedPageHtml {
  drawnOnServer: string;
  drawnByBrowser: string;
}

/**
 * The /shared/{id} page: the app's page with the prompt's title and description in its head (link
 * previews, never indexed), the prompt itself embedded, and the page as the visitor first sees it drawn
 * into #root by the web app's own components (when the build has its render module), so it shows with the
 * first response and the browser hydrates it (docs/decisions/0022-shared-view-server-render.md).
 * An unknown or unshared id gets the page with status 404. A render that fails is logged, and the page is
 * answered without markup: the browser then draws it, as it did before server rendering.
 * The page is built once per version of the prompt and kept: a visitor costs the query that finds the prompt.
 */
export function sharedPromptPage(pages: SharedPageHtml, renderer: Promise<RenderSharedView | null>) {
  const cache = new PageCache(CACHE_CHARS);

  /** The page, and whether it may be kept: one answered without markup because a render failed is not, so the next visitor tries again. */
  async function buildPage(c: Context<AppEnv>, data: EmbeddedSharedPrompt, json: string, head: (html: string) => string): Promise<{ page: string; isKept: boolean }> {
    const render = await renderer;
    if (render && pages.drawnOnServer.includes(EMPTY_ROOT)) {
      try {
        const markup = await render(data);
        // A replacer function: the markup is inserted as is, `$&` and the like included.
        return { page: withSharedPromptData(head(pages.drawnOnServer), json).replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`), isKept: true };
      } catch (error) {
        c.get('log').error('the shared view could not be drawn on the server: answered without markup', { shareId: data.shareId, error });
        return { page: withSharedPromptData(head(pages.drawnByBrowser), json), isKept: false };
      }
    }
    return { page: withSharedPromptData(head(pages.drawnByBrowser), json), isKept: true };
  }

  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    // Said before the page exists: the compress middleware then leaves an uncompressed answer as it is.
    c.header('Vary', 'Accept-Encoding');
    const { db, config, sessionCookie } = c.get('deps');
    const shareId = c.req.param('shareId') ?? '';
    const preview = await findSharedPreview(db, shareId);
    const url = `${config.appUrl}${c.req.path}`;
    if (!preview) return c.html(withSharePreview(pages.drawnByBrowser, null, url), 404);
    // Without a session cookie the visitor is signed out for sure, and the page is drawn for one; with one,
    // the session is not read here (it costs a query): the save area waits for the browser to ask.
    const data: EmbeddedSharedPrompt = { shareId, prompt: preview.prompt, signedOut: !getCookie(c, sessionCookie) };
    const json = toScriptJson(data);
    // Kept while what it is built from is the same: the prompt's whole JSON (a new version is a new page) and the address.
    const key = `${shareId}:${data.signedOut ? 'signed-out' : 'unknown'}`;
    const source = `${url}\n${json}`;
    const kept = cache.get(key, source);
    if (kept) return c.html(kept);
    const { page, isKept } = await buildPage(c, data, json, (html) => withSharePreview(html, preview, url));
    if (isKept) cache.set(key, source, page);
    return c.html(page);
  };
}
