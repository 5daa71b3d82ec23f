import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AlertIcon, RefreshIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useCancelSubscription } from '../../../components/use-cancel-subscription';
import { useSubscription } from '../../../components/use-subscription';
import { formatDate } from '../../../lib/format-date';
import { useRefreshSubscription } from '../api/use-refresh-subscription';
import { accountToasts } from '../toasts';
import { AccountCard } from './account-card';
import { DeleteAccountDialog } from './delete-account-dialog';

function DangerRow({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** Spec §2 "Danger Zone": Cancel Subscription, Delete Account (each asks first) and Refresh Status. */
export function DangerZoneCard({ isAdmin, email }: { isAdmin: boolean; email: string }) {
  const { data: status } = useSubscription();
  const cancel = useCancelSubscription();
  const refresh = useRefreshSubscription();
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  // Only a paid subscription can be cancelled: Free users and admin test grants do not see the row at all.
  const isPaid = status !== undefined && status.subscribed && !status.grantedByAdmin;
  const endsOn = status?.subscriptionEnd ? formatDate(status.subscriptionEnd) : 'the end of the period you paid for';

  function handleRefresh() {
    refresh.mutate(undefined, {
      onSuccess: () => toast.success(accountToasts.statusRefreshed),
      onError: () => toast.error(accountToasts.refreshFailed.title, { description: accountToasts.refreshFailed.description }),
    });
  }

  return (
    <AccountCard title="Danger Zone" Icon={AlertIcon} tone="danger">
      <div className="divide-y">
        {isPaid && !status.cancelAtPeriodEnd && (
          <DangerRow title="Cancel subscription" text="Your plan stays active until the end of the period you paid for.">
            <Button variant="outline" isLoading={cancel.isPending} onClick={() => setIsCancelOpen(true)}>
              Cancel Subscription
            </Button>
          </DangerRow>
        )}
        {isPaid && status.cancelAtPeriodEnd && (
          <DangerRow title="Cancellation scheduled" text={`Your plan stays active until ${endsOn}, then moves to Free.`}>
            {null}
          </DangerRow>
        )}
        <DangerRow title="Delete account" text="Permanently delete your account and all of your prompts.">
          <DeleteAccountDialog isAdmin={isAdmin} email={email} />
        </DangerRow>
        <DangerRow title="Subscription status" text="Just paid or changed your plan? Ask the payment service again.">
          <Button variant="outline" isLoading={refresh.isPending} onClick={handleRefresh}>
            {!refresh.isPending && <RefreshIcon />}
            Refresh Status
          </Button>
        </DangerRow>
      </div>
      <ConfirmDialog
        open={isCancelOpen}
        onOpenChange={setIsCancelOpen}
        title="Cancel your subscription?"
        description={`Your plan stays active until ${endsOn}, then your account moves to the Free plan. Prompts over the Free limits are kept, only hidden, until you upgrade again.`}
        cancelLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        isDestructive
        onConfirm={() => cancel.mutate()}
      />
    </AccountCard>
  );
}
