import { formatDate } from '../../lib/format-date';

/** The Connected apps card's texts (docs/decisions/0015-mcp-oauth.md): the spec has no such card, so these are ours. */
export const connectedAppsTexts = {
  title: 'Connected apps',
  purpose: 'AI tools you allowed to reach your library by signing in.',
  empty: 'No apps connected yet. Add PromptNest as a custom connector in claude.ai or ChatGPT, and it appears here.',
  loadFailed: 'Could not load your connected apps.',
  disconnected: 'App disconnected',
  disconnectFailed: 'Could not disconnect the app. Please try again.',
  disconnectQuestion: (name: string) => `Disconnect ${name}?`,
  disconnectConsequence: 'It loses access to your library at once. To use it again, connect it again from the AI tool.',
} as const;

export function describeConnected(connectedAt: string): string {
  return `Connected ${formatDate(connectedAt)}`;
}

/** 'Never used', or when the app last signed in or renewed its access. */
export function describeLastActive(lastActiveAt: string | null): string {
  return lastActiveAt ? `Last active ${formatDate(lastActiveAt)}` : 'Never used';
}
