import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { EmbeddedSharedPrompt } from '@promptnest/core';
import type { Logger } from '../logger.js';

/** The shared view's markup for #root, as the web app's own components draw it (apps/web/src/app/render-shared-view.tsx). */
export type RenderSharedView = (data: EmbeddedSharedPrompt) => Promise<string>;

/** A prompt with a form, drawn once at start: loads the page's code and warms it up before the first visitor. */
const warmUp: EmbeddedSharedPrompt = {
  shareId: 'warmupwarmup',
  signedOut: true,
  prompt: {
    id: '00000000-0000-0000-0000-000000000000',
    title: 'Warm-up',
    description: '',
    content: 'Write to {{name}} about {{topic | select:options=["one","two"]}}.',
    tags: ['warm-up'],
    is_template: true,
    author: 'Shared',
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    credit_name: null,
    credit_url: null,
  },
};

/**
 * Loads the shared view's render module from the web build (`vite build --ssr`, into apps/web/dist-ssr) and
 * draws one page with it. Null when there is no such build, or when it cannot be loaded or cannot draw: the
 * page is then answered without markup, as before server rendering, and the browser draws it.
 */
export async function loadSharedViewRenderer(file: string | undefined, log: Logger): Promise<RenderSharedView | null> {
  if (!file) return null;
  if (!existsSync(file)) {
    log.warn('the shared view has no server render module: shared pages are drawn by the browser (npm run build makes it)', { file });
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderSharedView?: unknown };
    if (typeof module.renderSharedView !== 'function') throw new Error('the module exports no renderSharedView function');
    const render = module.renderSharedView as RenderSharedView;
    await render(warmUp);
    return render;
  } catch (error) {
    log.error('the shared view render module failed: shared pages are drawn by the browser', { file, error });
    return null;
  }
}
