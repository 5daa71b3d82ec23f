import type { SharedPrompt } from './prompt-api.js';

/**
 * The id of the JSON data block the server embeds in a /shared/{id} page: the shared prompt as the API
 * would answer it, so the page shows it without a second round trip.
 */
export const SHARED_PROMPT_DATA_ID = 'shared-prompt-data';

/**
 * What that data block holds: the share id it answers for, the prompt, and whether the request came without
 * a session cookie (then the visitor is signed out, and the page was drawn for one).
 */
export interface EmbeddedSharedPrompt {
  shareId: string;
  prompt: SharedPrompt;
  signedOut: boolean;
}
