import type { Context } from 'hono';
import type { AppEnv } from '../../context/app-env.js';
import { findSharedPreview } from '../../services/prompts/shared-prompt.js';
import { withSharePreview } from './share-preview.js';
import { withSharedPromptData } from './shared-prompt-data.js';

/**
 * The /shared/{id} page: the app's page with the prompt's title and description in its head (link
 * previews, never indexed) and the prompt itself embedded, so it shows with the first response.
 * An unknown or unshared id gets the page with status 404.
 */
export function sharedPromptPage(indexHtml: string) {
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    const { db, config } = c.get('deps');
    const shareId = c.req.param('shareId') ?? '';
    const preview = await findSharedPreview(db, shareId);
    const html = withSharePreview(indexHtml, preview, `${config.appUrl}${c.req.path}`);
    if (!preview) return c.html(html, 404);
    return c.html(withSharedPromptData(html, { shareId, prompt: preview.prompt }));
  };
}
