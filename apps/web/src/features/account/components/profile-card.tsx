import type { SessionUser } from '@promptnest/core';
import type { ReactNode } from 'react';
import { UserIcon } from '../../../components/ui/app-icons';
import { formatMonthYear } from '../../../lib/format-date';
import { AccountCard } from './account-card';

interface ProfileCardProps {
  user: SessionUser;
  /** These two belong to the auth feature; the route hands them in. */
  passwordForm: ReactNode;
  signOutButton: ReactNode;
}

/** Spec §2 "Profile Information": the avatar initial, the e-mail, 'Member since', then the password form and Sign Out. */
export function ProfileCard({ user, passwordForm, signOutButton }: ProfileCardProps) {
  return (
    <AccountCard title="Profile Information" Icon={UserIcon}>
      <div className="grid gap-6">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 sm:size-14 place-items-center rounded-full bg-linear-to-br from-brand-from to-brand-to text-xl font-semibold text-white shadow-md shadow-primary/20"
          >
            {user.email.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium [overflow-wrap:anywhere] sm:text-base">{user.email}</p>
            <p className="text-sm text-muted-foreground">Member since {formatMonthYear(user.createdAt)}</p>
          </div>
        </div>
        <div className="border-t pt-6">{passwordForm}</div>
        <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Done for now? Sign out of PromptNest on this device.</p>
          {signOutButton}
        </div>
      </div>
    </AccountCard>
  );
}
