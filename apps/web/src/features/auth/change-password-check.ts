import { changePasswordSchema } from '@promptnest/core';

export interface ChangePasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password's checks, the server's own schema in the server's order: the values to send, or the first
 * refusal's message. Loaded apart from the account page (change-password-form.tsx): it brings zod.
 */
export function checkChangePassword(fields: ChangePasswordFields): { values: ChangePasswordFields } | { refusal: string } {
  const parsed = changePasswordSchema.safeParse(fields);
  return parsed.success ? { values: parsed.data } : { refusal: parsed.error.issues[0]?.message ?? '' };
}
