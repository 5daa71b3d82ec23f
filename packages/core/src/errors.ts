import { importFileMessages } from './import/import-messages.js';

/**
 * Every error the API can answer with. The server maps a code to a status; the web
 * client turns `{ error, message }` back into an AppError. Messages are the spec's texts.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INCORRECT_CURRENT_PASSWORD: 400,
  RESET_LINK_INVALID: 400,
  PENDING_APPROVAL: 403,
  ACCOUNT_SUSPENDED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  PROMPT_LIMIT_REACHED: 403,
  TEMPLATE_LIMIT_REACHED: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROVIDER_NOT_CONFIGURED: 404,
  ALREADY_SUBSCRIBED: 409,
  NO_BILLING_ACCOUNT: 409,
  NO_ACTIVE_SUBSCRIPTION: 409,
  ADMIN_CANNOT_DELETE: 403,
  SUBSCRIPTION_MUST_BE_CANCELLED: 409,
  DELETION_LINK_INVALID: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  BILLING_UNAVAILABLE: 502,
  BILLING_OFF: 403,
  DATABASE_UNAVAILABLE: 503,
  ADMIN_REQUIRED: 403,
  ADMIN_LOCKED: 403,
  ADMIN_PASSWORD_INCORRECT: 400,
  CANNOT_SUSPEND_ADMIN: 403,
  NOT_PENDING: 409,
  USER_NOT_FOUND: 404,
  HAS_PAID_SUBSCRIPTION: 409,
  API_KEY_INVALID: 401,
  API_KEY_READ_ONLY: 403,
  API_KEY_LIMIT_REACHED: 409,
  API_KEY_RATE_LIMITED: 429,
  OAUTH_REQUEST_INVALID: 400,
  OAUTH_TOKEN_INVALID: 401,
  IMPORT_FILE_INVALID: 400,
  IMPORT_TOO_LARGE: 413,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  UNAUTHENTICATED: 'User must be authenticated',
  INVALID_CREDENTIALS: 'Invalid email or password',
  INCORRECT_CURRENT_PASSWORD: 'Please check your current password and try again.',
  RESET_LINK_INVALID: 'The reset link has expired or is invalid.',
  PENDING_APPROVAL: 'Your account is waiting for administrator approval.',
  ACCOUNT_SUSPENDED: 'Your account has been suspended. Contact the administrator.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'Not found',
  EMAIL_TAKEN: 'An account with this email already exists.',
  PROMPT_LIMIT_REACHED: 'Prompt limit reached',
  TEMPLATE_LIMIT_REACHED: 'Template limit reached',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Requests must be sent as JSON.',
  RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
  PROVIDER_NOT_CONFIGURED: 'This sign-in method is not available.',
  ALREADY_SUBSCRIBED: 'You already have a subscription. Use Manage Subscription to change it.',
  NO_BILLING_ACCOUNT: 'There is no paid subscription to manage.',
  NO_ACTIVE_SUBSCRIPTION: 'There is no active subscription to cancel.',
  ADMIN_CANNOT_DELETE: 'Administrators cannot delete their own accounts for security reasons.',
  SUBSCRIPTION_MUST_BE_CANCELLED: 'Please cancel your subscription before deleting your account.',
  DELETION_LINK_INVALID: 'This deletion link is invalid, already used or expired. Please request a new account deletion from your account settings.',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is not valid.',
  BILLING_UNAVAILABLE: 'The payment service did not answer. Please try again.',
  BILLING_OFF: 'Paid plans are not available on this server. Ask its administrator.',
  DATABASE_UNAVAILABLE: 'PromptNest is briefly unavailable. Please try again in a moment.',
  ADMIN_REQUIRED: 'Access denied',
  ADMIN_LOCKED: 'The admin panel is locked. Enter your password to unlock it.',
  ADMIN_PASSWORD_INCORRECT: 'Incorrect password. Please try again.',
  CANNOT_SUSPEND_ADMIN: 'Administrators cannot be suspended.',
  NOT_PENDING: 'Only accounts waiting for approval can be rejected.',
  USER_NOT_FOUND: 'No account with this email address.',
  HAS_PAID_SUBSCRIPTION: 'This account already has a paid subscription.',
  API_KEY_INVALID: 'This API key is not valid. It may have been revoked or have expired.',
  API_KEY_READ_ONLY: 'This API key is read only. Create a Read and write key to make changes.',
  API_KEY_LIMIT_REACHED: 'You can have at most 20 API keys. Revoke one to create another.',
  API_KEY_RATE_LIMITED: 'Too many requests with this API key. Please wait a moment and try again.',
  OAUTH_REQUEST_INVALID: 'This connection request has expired or is not valid. Start connecting again from your AI tool.',
  OAUTH_TOKEN_INVALID: 'This connection has expired or was disconnected. Connect again from your AI tool.',
  IMPORT_FILE_INVALID: importFileMessages.unknown,
  IMPORT_TOO_LARGE: importFileMessages.tooLarge,
  INTERNAL: 'An unexpected error occurred. Please try again.',
};

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  /** Per-field messages for validation errors, keyed by field name. */
  fields?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? defaultMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return this.fields
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).error === 'string' &&
    (value as ErrorBody).error in errorStatus &&
    typeof (value as ErrorBody).message === 'string'
  );
}
