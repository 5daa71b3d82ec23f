import { useEffect } from 'react';

const APP_NAME = 'PromptNest';

/** What a page says about itself when it has nothing more particular (the app's own pages). */
export const DEFAULT_DESCRIPTION =
  'Keep the prompts that work for ChatGPT, Claude and Gemini in one library. Turn them into fill-in templates, find them in seconds, and share a link anyone can fill in and copy.';

function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets the tab title to 'Page · PromptNest' (or just 'PromptNest') and the page's meta description while
 * the calling page is shown. Pages reached from outside (landing, auth, shared prompts) describe themselves;
 * null keeps the description the page has (the server's, while a shared prompt loads).
 */
export function useDocumentTitle(title?: string, description: string | null = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  useEffect(() => {
    if (description !== null) setDescription(description.replace(/\s+/g, ' ').trim().slice(0, 200) || DEFAULT_DESCRIPTION);
  }, [description]);
}
