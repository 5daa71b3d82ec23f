/*
 * The billing and account texts and timings. Apart from billing.ts's schemas on purpose: the landing page shows
 * these texts, and a schema here would make it load zod.
 */

/** Spec §8 "Subscription and account errors" and §9 time values, word for word. */
export const billingMessages = {
  signInToUpgrade: 'Please sign in to upgrade your plan',
  signInToManage: 'Please sign in to manage your subscription',
  checkoutFailed: 'Failed to create checkout',
  portalFailed: 'Failed to access customer portal',
  startCheckoutFailed: 'Failed to start checkout process. Please try again.',
  openPortalFailed: 'Failed to open customer portal. Please try again.',
  deleteFailed: 'Failed to delete account. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  exportFailedTitle: 'Export failed',
  exportFailed: 'Failed to export prompts. Please try again.',
  adminCannotDeleteTitle: 'Action Not Allowed',
  adminCannotDelete: 'Administrators cannot delete their own accounts for security reasons.',
  accountDeleted: 'Account Deleted',
  invalidDeletionLink: 'Invalid deletion link. Please request a new account deletion from your account settings.',
} as const;

/** Spec §9 "Time values". */
export const billingTimings = {
  statusRecheckMs: 60_000,
  signOutAfterDeletionMs: 2_000,
  portalAfterMs: 2_000,
  redirectAfterConfirmedDeletionMs: 3_000,
} as const;
