import type { EmbeddedSharedPrompt } from '@promptnest/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../context/app-env.js';
import type { RenderSharedView } from '../../http/shared-view-renderer.js';
import { findSharedPreview } from '../../services/prompts/shared-prompt.js';
import { MarkupCache } from './markup-cache.js';
import { withSharePreview } from './share-preview.js';
import { toScriptJson, withSharedPromptData } from './shared-prompt-data.js';

const EMPTY_ROOT = '<div id="root"></div>';
/** Two million characters (2 to 4 MB): hundreds of typical shared prompts, each drawn once per version. */
const CACHE_CHARS = 2_000_000;

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
 */
export function sharedPromptPage(pages: SharedPageHtml, renderer: Promise<RenderSharedView | null>) {
  const cache = new MarkupCache(CACHE_CHARS);

  async function markupFor(c: Context<AppEnv>, data: EmbeddedSharedPrompt, json: string): Promise<string | null> {
    const render = await renderer;
    if (!render || !pages.drawnOnServer.includes(EMPTY_ROOT)) return null;
    // Keyed by what it is drawn from, the prompt's whole JSON: a new version of it is a new page.
    const key = `${data.shareId}:${data.signedOut ? 'signed-out' : 'unknown'}`;
    const kept = cache.get(key, json);
    if (kept !== undefined) return kept;
    let markup: string | null = null;
    try {
      markup = await render(data);
    } catch (error) {
      c.get('log').error('the shared view could not be drawn on the server: answered without markup', { shareId: data.shareId, error });
    }
    cache.set(key, json, markup);
    return markup;
  }

  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    const { db, config, sessionCookie } = c.get('deps');
    const shareId = c.req.param('shareId') ?? '';
    const preview = await findSharedPreview(db, shareId);
    const url = `${config.appUrl}${c.req.path}`;
    if (!preview) return c.html(withSharePreview(pages.drawnByBrowser, null, url), 404);
    // Without a session cookie the visitor is signed out for sure, and the page is drawn for one; with one,
    // the session is not read here (it costs a query): the save area waits for the browser to ask.
    const data: EmbeddedSharedPrompt = { shareId, prompt: preview.prompt, signedOut: !getCookie(c, sessionCookie) };
    const json = toScriptJson(data);
    const markup = await markupFor(c, data, json);
    if (markup === null) return c.html(withSharedPromptData(withSharePreview(pages.drawnByBrowser, preview, url), json));
    const page = withSharedPromptData(withSharePreview(pages.drawnOnServer, preview, url), json);
    // A replacer function: the markup is inserted as is, `$&` and the like included.
    return c.html(page.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`));
  };
}
