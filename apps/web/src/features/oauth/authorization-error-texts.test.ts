import { describe, expect, it } from 'vitest';
import { describeAuthorizationError } from './authorization-error-texts';

describe('describeAuthorizationError', () => {
  it('says for each OAuth code, in its own sentence, why an AI tool could not connect', () => {
    const codes = ['invalid_request', 'invalid_client', 'client_disabled', 'unauthorized_client', 'invalid_scope', 'unsupported_response_type', 'invalid_redirect', 'login_required', 'server_error'];
    const messages = codes.map((code) => describeAuthorizationError(code));
    for (const explained of messages) expect(explained).toMatchObject({ kind: 'connection', title: 'Connection Not Possible' });
    expect(new Set(messages.map(({ message }) => message)).size).toBe(codes.length);
    expect(describeAuthorizationError('invalid_scope').message).toBe('The app asked for access PromptNest doesn’t offer.');
    expect(describeAuthorizationError('invalid_client').message).toMatch(/does not know this app/);
    expect(describeAuthorizationError('client_disabled').message).toMatch(/turned off/);
    expect(describeAuthorizationError('invalid_redirect').message).toMatch(/address it did not register/);
  });
  it('tells a person who denied that nothing was shared', () => {
    expect(describeAuthorizationError('access_denied')).toEqual({ kind: 'connection', title: 'Access Denied', message: 'You denied access. Nothing was shared with the app.' });
  });
  it('reads a failed Google sign-in, any other code, a prototype key or none as a sign-in that did not work', () => {
    for (const code of ['state_mismatch', 'please_restart_the_process', 'account_not_linked', 'made_up', 'constructor', '__proto__', null]) {
      const explained = describeAuthorizationError(code);
      expect(explained.kind).toBe('signIn');
      expect(explained.title).toBe('Sign-in didn’t work');
      expect(explained.message).not.toMatch(/app’s makers|the app/);
    }
    expect(describeAuthorizationError('state_mismatch').message).toMatch(/another tab or took too long/);
  });
});
