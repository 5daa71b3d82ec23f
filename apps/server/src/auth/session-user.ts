import type { SessionUser } from '@promptnest/core';

export interface AuthUserRecord {
  id: string;
  email: string;
  name?: string | null;
  emailVerified: boolean;
  createdAt: Date;
  approved?: boolean | null;
  role?: string | null;
}

export function toSessionUser(user: AuthUserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name ? user.name : null,
    createdAt: new Date(user.createdAt).toISOString(),
    approved: user.approved === true,
    isAdmin: user.role === 'admin',
    emailVerified: user.emailVerified,
  };
}
