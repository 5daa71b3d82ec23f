/**
 * What /oauth/error says for each OAuth error code (docs/decisions/0015-mcp-oauth.md). The page shows only
 * these sentences, never text the app sent, so an app cannot put its own words on a PromptNest page.
 */
export const authorizationErrorTexts = {
  pageTitle: 'Connection Not Possible',
  pageDescription: 'An AI tool could not connect to your PromptNest library.',
  nothingShared: 'Nothing was shared with the app.',
  codeLabel: 'Error code',
  back: 'Return to Home',
} as const;

const UNKNOWN_APP = 'PromptNest does not know this app, or it has been turned off. Start connecting again from your AI tool.';
const UNREGISTERED_ADDRESS = 'The app asked to send you to an address it did not register, so PromptNest stopped here.';
const NEEDS_YOU = 'The app asked to connect without asking you first. Start connecting again from your AI tool, and sign in when PromptNest asks.';
const BAD_REQUEST = 'The app’s request was not one PromptNest can accept. Start connecting again from your AI tool; if it happens again, tell the app’s makers.';

const messages: Record<string, string> = {
  invalid_client: UNKNOWN_APP,
  client_disabled: UNKNOWN_APP,
  unauthorized_client: UNKNOWN_APP,
  invalid_redirect: UNREGISTERED_ADDRESS,
  invalid_redirect_uri: UNREGISTERED_ADDRESS,
  login_required: NEEDS_YOU,
  consent_required: NEEDS_YOU,
  interaction_required: NEEDS_YOU,
  account_selection_required: NEEDS_YOU,
};

/** The plain sentence for an error code; any other code, or none, is a request we could not accept. */
export function describeAuthorizationError(code: string | null): string {
  return (code && Object.hasOwn(messages, code) ? messages[code] : undefined) ?? BAD_REQUEST;
}
