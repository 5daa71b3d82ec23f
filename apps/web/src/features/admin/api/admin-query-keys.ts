/**
 * The admin panel's cached queries. They all start with 'admin', so signing out (which forgets every
 * query but the auth ones) forgets them too, and `adminQueryKeys.all` refreshes the whole panel.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  verify: () => ['admin', 'verify'] as const,
  pendingUsers: () => ['admin', 'pending-users'] as const,
  users: (search?: string, offset?: number) => (search === undefined ? (['admin', 'users'] as const) : (['admin', 'users', search, offset ?? 0] as const)),
  settings: () => ['admin', 'settings'] as const,
  testSubscriptions: () => ['admin', 'test-subscriptions'] as const,
  securitySummary: () => ['admin', 'security-summary'] as const,
};
