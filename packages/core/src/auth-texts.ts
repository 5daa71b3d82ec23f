/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password accepted; longer input is refused before it is hashed. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;

/** Spec §5 texts, as title + description pairs the web app shows as toasts and the API returns as messages. */
export const authMessages = {
  emailRequired: { title: 'Email required', description: 'Please enter your email address' },
  emailInvalid: { title: 'Invalid email', description: 'Please enter a valid email address' },
  signInFieldsRequired: { title: 'Missing information', description: 'Please enter your email and password' },
  passwordMismatch: { title: 'Password mismatch', description: 'Passwords do not match' },
  passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters' },
  passwordTooLong: { title: 'Password too long', description: 'Password must be 128 characters or less' },
  changeMissing: { title: 'Missing information', description: 'Please fill in all password fields.' },
  changeMismatch: { title: "Passwords don't match", description: 'New password and confirmation must match.' },
  changeTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long.' },
  changeIncorrect: { title: 'Incorrect current password', description: 'Please check your current password and try again.' },
} as const;

/** The Pending Approval screen's texts about the confirmation e-mail (beside the spec's approval texts). */
export const confirmationTexts = {
  sentTo: 'We sent a confirmation link to this address. Open it to confirm your e-mail.',
  confirmed: 'Your e-mail address is confirmed.',
  resend: 'Resend confirmation e-mail',
  resent: 'Confirmation e-mail sent',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
} as const;
