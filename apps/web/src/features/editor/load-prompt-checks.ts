let loading: Promise<typeof import('./prompt-checks')> | undefined;

/**
 * The editor's checks, with zod: fetched once the editor has painted (it asks when idle) and at the latest on
 * the first save or tag, so the editor's first load carries no validation code (docs/decisions/0021-offline-app.md,
 * "Bundle size"). A failed fetch is tried again next time.
 */
export function loadPromptChecks(): Promise<typeof import('./prompt-checks')> {
  loading ??= import('./prompt-checks').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The fields' errors under the core schemas, or null when there are none. When the checks cannot be fetched
 * (the connection dropped), null too: the server checks the same rules and answers with the same messages.
 */
export async function checkPromptValues(...args: Parameters<typeof import('./prompt-checks').checkPrompt>) {
  const checks = await loadPromptChecks().catch(() => null);
  return checks ? checks.checkPrompt(...args) : null;
}
