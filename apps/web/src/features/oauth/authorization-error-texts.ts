/**
 * What /oauth/error says for each error code (docs/decisions/0015-mcp-oauth.md). The page shows only these
 * sentences, never text the app sent, so an app cannot put its own words on a PromptNest page. better-auth
 * sends every failed sign-in here, Google's included, so a code that is not OAuth's for an AI tool's
 * request reads as a sign-in that did not work, with the way back to sign-in.
 */
export const authorizationErrorTexts = {
  pageDescription: 'What went wrong, in plain words.',
  nothingShared: 'Nothing was shared with the app.',
  codeLabel: 'Error code',
  back: 'Return to Home',
  backToSignIn: 'Back to Sign In',
} as const;

export interface AuthorizationErrorExplanation {
  /** An AI tool's connection (OAuth's codes), or a sign-in to PromptNest itself (anything else). */
  kind: 'connection' | 'signIn';
  title: string;
  message: string;
}

const NOT_POSSIBLE = 'Connection Not Possible';
const START_AGAIN = 'Start connecting again from your AI tool.';
const NEEDS_YOU = `The app asked to connect without asking you first. ${START_AGAIN} Sign in when PromptNest asks.`;
const UNREGISTERED_ADDRESS = 'The app asked to send you to an address it did not register, so PromptNest stopped here.';
const SERVER_TROUBLE = 'Something went wrong on PromptNest’s side. Please try again in a moment.';

const connection: Record<string, [title: string, message: string]> = {
  invalid_request: [NOT_POSSIBLE, `The app’s request was incomplete or malformed. ${START_AGAIN} If it happens again, tell the app’s makers.`],
  invalid_client: [NOT_POSSIBLE, `PromptNest does not know this app, or the app did not say who it is. ${START_AGAIN}`],
  client_disabled: [NOT_POSSIBLE, 'This app has been turned off on PromptNest, so it cannot connect.'],
  unauthorized_client: [NOT_POSSIBLE, 'This app is not allowed to connect to PromptNest this way.'],
  invalid_scope: [NOT_POSSIBLE, 'The app asked for access PromptNest doesn’t offer.'],
  unsupported_response_type: [NOT_POSSIBLE, 'The app asked to connect in a way PromptNest doesn’t support.'],
  access_denied: ['Access Denied', 'You denied access. Nothing was shared with the app.'],
  invalid_redirect: [NOT_POSSIBLE, UNREGISTERED_ADDRESS],
  invalid_redirect_uri: [NOT_POSSIBLE, UNREGISTERED_ADDRESS],
  login_required: [NOT_POSSIBLE, NEEDS_YOU],
  consent_required: [NOT_POSSIBLE, NEEDS_YOU],
  interaction_required: [NOT_POSSIBLE, NEEDS_YOU],
  account_selection_required: [NOT_POSSIBLE, NEEDS_YOU],
  server_error: [NOT_POSSIBLE, SERVER_TROUBLE],
  temporarily_unavailable: [NOT_POSSIBLE, SERVER_TROUBLE],
};

const SIGN_IN_FAILED = 'Sign-in didn’t work';
const signIn: Record<string, string> = {
  state_mismatch: 'The sign-in was started in another tab or took too long. Please sign in again.',
  please_restart_the_process: 'The sign-in was interrupted. Please sign in again.',
  account_not_linked: 'This Google account is not linked to your PromptNest account. Sign in the way you did before.',
};
const SIGN_IN_GENERAL = 'PromptNest could not sign you in. Please try again.';

/** The title and plain sentence for an error code; an unknown code, a prototype key or none is a failed sign-in. */
export function describeAuthorizationError(code: string | null): AuthorizationErrorExplanation {
  if (code && Object.hasOwn(connection, code)) {
    const [title, message] = connection[code]!;
    return { kind: 'connection', title, message };
  }
  const message = code && Object.hasOwn(signIn, code) ? signIn[code]! : SIGN_IN_GENERAL;
  return { kind: 'signIn', title: SIGN_IN_FAILED, message };
}
