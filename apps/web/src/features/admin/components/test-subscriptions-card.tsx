import { adminMessages, type TestSubscription } from '@promptnest/core';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CreditCardIcon, TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useRevokeSubscription } from '../api/use-revoke-subscription';
import { useTestSubscriptions } from '../api/use-test-subscriptions';
import { toastAdminError } from '../admin-toasts';
import { formatDate } from '../../../lib/format-date';
import { AdminCard } from './admin-card';
import { AdminList, EmptyText, ListSkeleton, LoadError } from './card-states';
import { TierBadge } from './tier-badge';

interface SubscriptionRowProps {
  subscription: TestSubscription;
  isRevoking: boolean;
  onRevoke: () => void;
}

function SubscriptionRow({ subscription, isRevoking, onRevoke }: SubscriptionRowProps) {
  return (
    <li className="grid gap-2 px-3 py-3 sm:px-4">
      <p className="text-sm font-medium [overflow-wrap:anywhere]">{subscription.email}</p>
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <TierBadge tier={subscription.tier} />
          <span className="text-xs text-muted-foreground">Expires {formatDate(subscription.subscriptionEnd)}</span>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Revoke ${subscription.email}`}
          isLoading={isRevoking}
          onClick={onRevoke}
        >
          {!isRevoking && <TrashIcon className="text-destructive-text" />}
          Revoke
        </Button>
      </div>
    </li>
  );
}

/** Spec §2 "Active Test Subscriptions": the running grants, each with its tier, expiry and a revoke button. */
export function TestSubscriptionsCard() {
  const subscriptions = useTestSubscriptions();
  const revoke = useRevokeSubscription();
  const [toRevoke, setToRevoke] = useState<TestSubscription | null>(null);

  function handleConfirm() {
    if (!toRevoke) return;
    const { email } = toRevoke;
    revoke.mutate(email, {
      onSuccess: () => toast.success('Subscription revoked', { description: `${email} is back on the Free plan.` }),
      onError: (error) => toastAdminError(error, adminMessages.revokeFailed),
    });
  }

  return (
    <AdminCard title="Active Test Subscriptions" Icon={CreditCardIcon} count={subscriptions.data?.length}>
      <div aria-busy={subscriptions.isPending}>
        {subscriptions.isPending ? (
          <ListSkeleton />
        ) : subscriptions.isError ? (
          <LoadError what="test subscriptions" onRetry={() => void subscriptions.refetch()} />
        ) : subscriptions.data.length === 0 ? (
          <EmptyText>{adminMessages.noTestSubscriptions}</EmptyText>
        ) : (
          <AdminList label="Test subscriptions">
            {subscriptions.data.map((subscription) => (
              <SubscriptionRow
                key={subscription.email}
                subscription={subscription}
                isRevoking={revoke.isPending && revoke.variables === subscription.email}
                onRevoke={() => setToRevoke(subscription)}
              />
            ))}
          </AdminList>
        )}
      </div>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title="Revoke test subscription?"
        description={`${toRevoke?.email ?? ''} loses the ${toRevoke?.tier ?? ''} plan now and goes back to Free.`}
        confirmLabel="Revoke Subscription"
        isDestructive
        onConfirm={handleConfirm}
      />
    </AdminCard>
  );
}
