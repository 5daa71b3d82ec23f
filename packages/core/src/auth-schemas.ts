import { z } from 'zod';
import { isSafeLocalPath } from './local-path.js';
import { defaultMessages } from './errors.js';
import { plainText } from './plain-text.js';
import { authMessages, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-texts.js';

// The texts live apart from the schemas, so a page that shows a message need not build (or load) zod.
export * from './auth-texts.js';

const m = authMessages;

const email = plainText({ error: m.emailRequired.description, message: m.emailInvalid.description })
  .trim()
  .min(1, { error: m.emailRequired.description })
  .max(MAX_EMAIL_LENGTH, { error: m.emailInvalid.description })
  .pipe(z.email({ error: m.emailInvalid.description }))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: m.passwordTooShort.description })
  .min(MIN_PASSWORD_LENGTH, { error: m.passwordTooShort.description })
  .max(MAX_PASSWORD_LENGTH, { error: m.passwordTooLong.description });

/** A path inside this site (never another origin), used after sign-in and sign-up. */
export const returnToSchema = z.string().max(500).refine(isSafeLocalPath, { error: 'returnTo must be a path on this site' });

export const actionSchema = z.string().regex(/^[a-z-]{1,30}$/, { error: 'Unknown action' });

export const signUpSchema = z.strictObject({
  email,
  password: newPassword,
  returnTo: returnToSchema.optional(),
  action: actionSchema.optional(),
});

export const signInSchema = z.strictObject({
  email: plainText({ error: m.signInFieldsRequired.description, message: m.emailInvalid.description })
    .trim()
    .min(1, { error: m.signInFieldsRequired.description })
    .max(MAX_EMAIL_LENGTH, { error: m.emailInvalid.description })
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: m.signInFieldsRequired.description })
    .min(1, { error: m.signInFieldsRequired.description })
    .max(MAX_PASSWORD_LENGTH, { error: m.passwordTooLong.description }),
});

export const forgotPasswordSchema = z.strictObject({ email });

/** A reset token as the link carries it; anything else is a link that cannot work. */
const resetToken = plainText({ message: defaultMessages.RESET_LINK_INVALID }).min(1).max(200);

export const resetPasswordSchema = z
  .strictObject({
    token: resetToken,
    newPassword,
    confirmPassword: z.string({ error: m.passwordMismatch.description }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: m.passwordMismatch.description,
    path: ['confirmPassword'],
  });

export const verifyResetTokenSchema = z.strictObject({ token: resetToken });

const requiredPasswordField = z
  .string({ error: m.changeMissing.description })
  .min(1, { error: m.changeMissing.description })
  .max(MAX_PASSWORD_LENGTH, { error: m.passwordTooLong.description });

export const changePasswordSchema = z
  .strictObject({
    currentPassword: requiredPasswordField,
    newPassword: requiredPasswordField,
    confirmPassword: requiredPasswordField,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: m.changeMismatch.description,
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword.length >= MIN_PASSWORD_LENGTH, {
    error: m.changeTooShort.description,
    path: ['newPassword'],
  });

export const socialSignInSchema = z.strictObject({
  returnTo: returnToSchema.optional(),
  action: actionSchema.optional(),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type VerifyResetTokenInput = z.input<typeof verifyResetTokenSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type SocialSignInInput = z.input<typeof socialSignInSchema>;

/** What `GET /api/auth/session` answers. */
export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    createdAt: z.iso.datetime(),
    approved: z.boolean().meta({ description: 'False until an admin approves the account.' }),
    isAdmin: z.boolean(),
    emailVerified: z.boolean(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z
  .object({
    user: z.union([sessionUserSchema, z.null()]),
    offline: z
      .object({ key: z.string(), expiresAt: z.iso.datetime() })
      .optional()
      .meta({ description: 'The session read only: what ties the offline copy of the library to this session, and when the session ends. Not a credential.' }),
  })
  .meta({ id: 'Session', description: 'The signed-in user; `user` is null when signed out.' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Sign-up answers the same whether or not the address is taken; the web app signs in next. */
export const signUpResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'SignUp' });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** Answer of resending the sign-up confirmation e-mail: sent now, or nothing to send (already confirmed). */
export const resendConfirmationResponseSchema = z
  .object({ status: z.enum(['sent', 'already-confirmed']) })
  .meta({ id: 'ResendConfirmation' });
export type ResendConfirmationResponse = z.infer<typeof resendConfirmationResponseSchema>;

/** Whether a reset link's token can still be used (checking does not use it up). */
export const verifyResetTokenResponseSchema = z.object({ valid: z.boolean() }).meta({ id: 'ResetTokenCheck' });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

export const resetPasswordResponseSchema = z
  .object({
    ok: z.literal(true),
    signedIn: z.boolean().meta({ description: 'The server signs the user in with the new password when it can.' }),
  })
  .meta({ id: 'PasswordReset' });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** Answer of starting Google sign-in: Google's consent page, which the browser opens next. */
export const socialSignInResponseSchema = z.object({ url: z.string() }).meta({ id: 'SocialSignIn' });
export type SocialSignInResponse = z.infer<typeof socialSignInResponseSchema>;

export const authProvidersResponseSchema = z
  .object({ google: z.boolean().meta({ description: 'Google sign-in is configured on this server.' }) })
  .meta({ id: 'AuthProviders' });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/** Where to go after signing in or up: returnTo (with action appended) or /app. Spec §2 "Auth screen". */
export function resolveReturnPath(returnTo?: string | null, action?: string | null): string {
  const parsed = returnToSchema.safeParse(returnTo);
  if (!parsed.success) return '/app';
  if (!action || !actionSchema.safeParse(action).success) return parsed.data;
  const separator = parsed.data.includes('?') ? '&' : '?';
  return `${parsed.data}${separator}action=${encodeURIComponent(action)}`;
}
