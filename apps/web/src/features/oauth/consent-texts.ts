import { defaultMessages } from '@promptnest/core';

/** The consent page's texts (docs/decisions/0015-mcp-oauth.md): the spec has no such page, so these are ours. */
export const consentTexts = {
  signInNote: 'Sign in to connect',
  signInNoteTool: 'an AI tool',
  signInNoteEnd: 'to your PromptNest library.',
  pageTitle: 'Connect an AI tool',
  pageDescription: 'Allow an AI tool to reach your PromptNest library.',
  title: (name: string) => `Connect ${name} to PromptNest`,
  wantsTo: (name: string) => `${name} wants to:`,
  /** The one certain thing about a client: where the code goes (docs/decisions/0015-mcp-oauth.md). */
  sentTo: 'After you allow, you’ll be sent to',
  sentToHint: 'Allow only if this is the AI tool you are connecting.',
  /** A client that registered itself: its name is its own word. */
  unverified: (name: string) => `This app says it is ${name}. PromptNest has not verified it.`,
  /** A client claiming one site while the code goes to another: the one case worth a danger notice. */
  mismatch: (claimed: string, redirect: string) => `This app claims to be ${claimed}, but your access would be sent to ${redirect}.`,
  mismatchHint: 'Deny unless you are sure. Nothing is shared if you deny.',
  connectingAs: 'Connecting as',
  notYou: 'Not you?',
  accessLegend: 'Access to give',
  accessHints: {
    write: 'It can search and read your prompts, and create and change them.',
    read: 'It can only search and read your prompts.',
  },
  disconnectAnyTime: 'You can disconnect it at any time on your Account page.',
  allow: 'Allow',
  deny: 'Deny',
  loading: 'Loading the request...',
  leaving: 'Going back to the AI tool...',
  notPossibleTitle: 'Connection Not Possible',
  invalidRequest: defaultMessages.OAUTH_REQUEST_INVALID,
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** The host of a client's address ('claude.ai'), or null when it has none or it is not one. */
export function hostOf(uri: string | null): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).host || null;
  } catch {
    return null;
  }
}
