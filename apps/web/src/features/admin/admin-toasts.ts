import { adminMessages } from '@promptnest/core';
import { toast } from '../../lib/toast';
import { isClientError } from '../../lib/api-client';

/** Titles the spec gives for the core schemas' messages (spec §5 "Admin", §5 "Passwords and accounts"). */
const validationTitles: Record<string, string> = {
  [adminMessages.missingInformation.description]: adminMessages.missingInformation.title,
  [adminMessages.emailRequired.description]: adminMessages.emailRequired.title,
  [adminMessages.noValidEmails.description]: adminMessages.noValidEmails.title,
  'Password must be at least 6 characters': 'Password too short',
};

/** A failed client-side check, as its spec toast ('Missing information' / 'Please enter both email and password'). */
export function toastInvalidInput(message: string): void {
  toast.error(validationTitles[message] ?? 'Error', { description: message });
}

/**
 * Spec §8 "Admin errors": 'Error' with the server's message when it answered on purpose, otherwise the
 * action's own text ('Failed to grant subscription'…). A locked panel says so; it has already locked itself.
 */
export function toastAdminError(error: unknown, fallback: string): void {
  if (isClientError(error) && validationTitles[error.message]) {
    toastInvalidInput(error.message);
    return;
  }
  toast.error('Error', { description: isClientError(error) ? error.message : fallback });
}
