import { describe, expect, it } from 'vitest';
import { describeAuthorizationError } from './authorization-error-texts';

describe('describeAuthorizationError', () => {
  it('says in plain words what each kind of error means', () => {
    expect(describeAuthorizationError('invalid_client')).toMatch(/does not know this app/);
    expect(describeAuthorizationError('invalid_redirect')).toMatch(/address it did not register/);
    expect(describeAuthorizationError('login_required')).toMatch(/without asking you first/);
  });
  it('treats an unknown code, a prototype key or none as a request it could not accept', () => {
    for (const code of ['invalid_scope', 'made_up', 'constructor', '__proto__', null]) expect(describeAuthorizationError(code)).toMatch(/not one PromptNest can accept/);
  });
});
