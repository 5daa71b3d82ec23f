import { describe, expect, it } from 'vitest';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, resolveReturnPath, signInSchema, signUpSchema } from './auth-schemas.js';
import { AppError } from './errors.js';
import { parseOrThrow } from './validation.js';

function messageOf(schema: Parameters<typeof parseOrThrow>[0], input: unknown): string | undefined {
  try {
    parseOrThrow(schema, input);
    return undefined;
  } catch (error) {
    return (error as AppError).message;
  }
}

describe('sign-up', () => {
  it('accepts a valid e-mail and a 6-character password, lower-casing and trimming the e-mail', () => {
    expect(parseOrThrow(signUpSchema, { email: '  Ada@Example.COM ', password: 'abcdef' })).toEqual({ email: 'ada@example.com', password: 'abcdef' });
  });
  it.each([
    [{ email: 'ada@example.com', password: 'abcde' }, 'Password must be at least 6 characters'],
    [{ email: 'ada@example.com' }, 'Password must be at least 6 characters'],
    [{ email: 'ada', password: 'abcdef' }, 'Please enter a valid email address'],
    [{ email: '', password: 'abcdef' }, 'Please enter your email address'],
    [{ password: 'abcdef' }, 'Please enter your email address'],
    [{ email: `${'a'.repeat(250)}@example.com`, password: 'abcdef' }, 'Please enter a valid email address'],
  ])('%j → %s', (input, message) => {
    expect(messageOf(signUpSchema, input)).toBe(message);
  });
  it('refuses fields it does not know', () => {
    expect(messageOf(signUpSchema, { email: 'a@b.co', password: 'abcdef', approved: true })).toBeDefined();
  });
  it('refuses a returnTo on another site', () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example', 'app']) {
      expect(messageOf(signUpSchema, { email: 'a@b.co', password: 'abcdef', returnTo })).toBeDefined();
    }
  });
});

describe('sign-in', () => {
  it('requires both fields', () => {
    expect(messageOf(signInSchema, { email: '', password: 'x' })).toBe('Please enter your email and password');
    expect(messageOf(signInSchema, { email: 'a@b.co', password: '' })).toBe('Please enter your email and password');
    expect(messageOf(signInSchema, { email: 'a@b.co', password: 'x' })).toBeUndefined();
  });
});

describe('password reset', () => {
  it('requires an e-mail to send the link to', () => {
    expect(messageOf(forgotPasswordSchema, { email: ' ' })).toBe('Please enter your email address');
  });
  it('requires matching passwords of at least 6 characters', () => {
    expect(messageOf(resetPasswordSchema, { token: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe('Passwords do not match');
    expect(messageOf(resetPasswordSchema, { token: 't', newPassword: 'abc', confirmPassword: 'abc' })).toBe('Password must be at least 6 characters');
    expect(messageOf(resetPasswordSchema, { token: 't', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeUndefined();
  });
});

describe('change password (spec §5, in its order)', () => {
  it('asks for all three fields first', () => {
    expect(messageOf(changePasswordSchema, { currentPassword: '', newPassword: 'a', confirmPassword: 'b' })).toBe('Please fill in all password fields.');
  });
  it('then for a matching confirmation', () => {
    expect(messageOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe('New password and confirmation must match.');
  });
  it('then for 6 characters', () => {
    expect(messageOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' })).toBe('Password must be at least 6 characters long.');
  });
});

describe('resolveReturnPath', () => {
  it('goes to /app by default', () => {
    expect(resolveReturnPath()).toBe('/app');
    expect(resolveReturnPath(null, 'save')).toBe('/app');
  });
  it('goes to returnTo, with the action appended', () => {
    expect(resolveReturnPath('/shared/abc', 'save')).toBe('/shared/abc?action=save');
    expect(resolveReturnPath('/app?tag=x', 'save')).toBe('/app?tag=x&action=save');
    expect(resolveReturnPath('/shared/abc')).toBe('/shared/abc');
  });
  it('never leaves the site', () => {
    expect(resolveReturnPath('//evil.example/x')).toBe('/app');
    expect(resolveReturnPath('https://evil.example')).toBe('/app');
  });
});

describe('AppError', () => {
  it('carries the status and the body the API answers with', () => {
    const error = new AppError('PENDING_APPROVAL');
    expect(error.status).toBe(403);
    expect(error.toBody()).toEqual({ error: 'PENDING_APPROVAL', message: 'Your account is waiting for administrator approval.' });
  });
});
