import { useEffect } from 'react';

const APP_NAME = 'PromptNest';

/** Sets the tab title to 'Page · PromptNest' (or just 'PromptNest') while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
