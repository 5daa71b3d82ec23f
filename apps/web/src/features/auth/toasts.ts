import { authMessages } from '@promptnest/core';
import { toast } from '../../lib/toast';

/** Spec §8 "Authentication toasts", word for word. */
export const authToasts = {
  signUpFailed: 'Sign up failed',
  signUpSuccessful: { title: 'Sign up successful', description: 'Please check your email to confirm your account.' },
  signInFailed: 'Sign in failed',
  welcomeBack: { title: 'Welcome back!', description: 'You have been signed in successfully.' },
  googleFailed: 'Google sign in failed',
  signOutFailed: 'Sign out failed',
  signedOut: { title: 'Signed out', description: 'You have been signed out successfully.' },
  resetFailed: 'Reset failed',
  resetRequestError: { title: 'Error', description: 'Failed to send reset email. Please try again.' },
  resetEmailSent: { title: 'Reset email sent', description: 'Check your email for password reset instructions.' },
  passwordResetFailed: 'Password reset failed',
  passwordUpdateError: { title: 'Error', description: 'Failed to update password. Please try again.' },
  passwordUpdated: 'Password updated',
  resetLinkExpired: {
    title: 'Reset link expired',
    description: 'The reset link has expired or is invalid. Please request a new one.',
  },
  resetLinkCheckError: { title: 'Error', description: 'Failed to verify reset link. Please try again.' },
  changePasswordFailed: 'Error changing password',
  changePasswordError: { title: 'Error', description: 'Failed to change password. Please try again.' },
  passwordChanged: 'Password changed',
} as const;

/** Our words under a field, next to the spec's toast (which says it first); worded apart from it. */
export const authFieldErrors = {
  signInRefused: 'This email and password do not match an account.',
  currentPasswordWrong: 'This is not your current password.',
} as const;

/**
 * Shows a validation message from the core schemas as its spec toast: the title that belongs to the
 * message (e.g. 'Password too short' for 'Password must be at least 6 characters').
 */
export function toastValidationMessage(message: string): void {
  const pair = Object.values(authMessages).find((candidate) => candidate.description === message);
  toast.error(pair?.title ?? message, pair ? { description: pair.description } : undefined);
}
