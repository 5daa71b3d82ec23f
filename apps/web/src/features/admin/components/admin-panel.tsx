import { adminMessages } from '@promptnest/core';
import { useId } from 'react';
import { ShieldIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { isClientError } from '../../../lib/api-client';
import { useAdminVerify } from '../api/use-admin-verify';
import { useRelockAtExpiry } from '../hooks/use-relock-at-expiry';
import { AdminSettingsCard } from './admin-settings-card';
import { AdminUnlockCard } from './admin-unlock-card';
import { BulkGrantCard } from './bulk-grant-card';
import { CreateUserCard } from './create-user-card';
import { GrantSubscriptionCard } from './grant-subscription-card';
import { PendingUsersCard } from './pending-users-card';
import { SecurityCard } from './security-card';
import { TestSubscriptionsCard } from './test-subscriptions-card';
import { UsersCard } from './users-card';

/** Why the panel cannot be shown: not an admin (spec: 'Access denied'), or the check itself failed. */
function VerifyProblem({ isDenied, onRetry }: { isDenied: boolean; onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="mb-2 grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <ShieldIcon className="size-6" />
        </span>
        <CardTitle>{isDenied ? adminMessages.accessDenied : 'Could not open the admin panel'}</CardTitle>
        <CardDescription>
          {isDenied ? 'Only administrators can use the admin panel.' : 'Please check your connection and try again.'}
        </CardDescription>
        {!isDenied && (
          <Button variant="outline" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        )}
      </CardHeader>
    </Card>
  );
}

/** The unlocked panel: user management on the left, subscriptions on the right, all users and security below both. */
function AdminCards() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          Admin Panel
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Approve, create and suspend accounts, grant test subscriptions and keep an eye on sign-ins.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 gap-6">
          <AdminSettingsCard />
          <PendingUsersCard />
          <CreateUserCard />
        </div>
        <div className="grid min-w-0 gap-6">
          <GrantSubscriptionCard />
          <BulkGrantCard />
          <TestSubscriptionsCard />
        </div>
        <UsersCard />
        <SecurityCard />
      </div>
    </section>
  );
}

/**
 * Spec §2 "Admin panel": locked until Access Admin Panel succeeds (spec §4), then the admin cards. Any call
 * that finds the unlock ran out locks it again (see call-admin), and so does the unlock's own end time.
 */
export function AdminPanel() {
  const verify = useAdminVerify();
  useRelockAtExpiry(verify.data?.unlockedUntil);

  if (verify.isPending) return <LoadingState label="Checking admin access..." />;
  // A refused check counts (spec §4: a failed admin check means not admin); a lost connection during a
  // background re-check does not close a panel that was already open.
  if (verify.isError && (isClientError(verify.error) || !verify.data)) {
    const isDenied = isClientError(verify.error) && verify.error.code === 'ADMIN_REQUIRED';
    return <VerifyProblem isDenied={isDenied} onRetry={() => void verify.refetch()} />;
  }
  return verify.data?.unlockedUntil ? <AdminCards /> : <AdminUnlockCard />;
}
