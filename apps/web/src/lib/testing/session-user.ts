import type { SessionUser } from '@promptnest/core';

/** A signed-in, approved user as the session answers it, for the web app's unit tests. */
export const sessionUser: SessionUser = {
  id: 'u1',
  email: 'someone@example.com',
  displayName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  approved: true,
  isAdmin: false,
  emailVerified: true,
};
