import { adminMessages, adminUserMessages, type PendingUser } from '@promptnest/core';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckIcon, ClockIcon, XIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useApproveUser } from '../api/use-approve-user';
import { usePendingUsers } from '../api/use-pending-users';
import { useUserAction } from '../api/use-user-action';
import { toastAdminError } from '../admin-toasts';
import { formatDate } from '../../../lib/format-date';
import { AdminCard } from './admin-card';
import { AdminList, EmptyText, ListSkeleton, LoadError } from './card-states';

interface PendingUserRowProps {
  user: PendingUser;
  isRejecting: boolean;
  onReject: () => void;
}

function PendingUserRow({ user, isRejecting, onReject }: PendingUserRowProps) {
  const approve = useApproveUser();

  function handleApprove() {
    approve.mutate(user, {
      onSuccess: () => toast.success(adminMessages.userApproved, { description: user.email }),
      onError: (error) => toastAdminError(error, adminMessages.approveFailed),
    });
  }

  return (
    <li className="grid gap-2 px-3 py-3 sm:px-4">
      <div className="min-w-0">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">{user.email}</p>
        {user.displayName && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{user.displayName}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground">Signed up {formatDate(user.createdAt)}</span>
        <div className="ml-auto flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Reject ${user.email}`}
            isLoading={isRejecting}
            disabled={approve.isPending}
            onClick={onReject}
          >
            {!isRejecting && <XIcon className="text-destructive-text" />}
            Reject
          </Button>
          <Button size="sm" aria-label={`Approve ${user.email}`} isLoading={approve.isPending} disabled={isRejecting} onClick={handleApprove}>
            {!approve.isPending && <CheckIcon />}
            Approve
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * Spec §2 "Pending User Approvals": each waiting account with its Approve button (which e-mails the user),
 * and Reject, which deletes the sign-up after a confirmation and mails nothing.
 */
export function PendingUsersCard() {
  const pending = usePendingUsers();
  const reject = useUserAction('reject');
  const [toReject, setToReject] = useState<PendingUser | null>(null);

  function handleConfirmReject() {
    if (!toReject) return;
    const { userId, email } = toReject;
    reject.mutate(userId, {
      onSuccess: () => toast.success(adminUserMessages.userRejected, { description: `${email} was deleted.` }),
      onError: (error) => toastAdminError(error, adminUserMessages.rejectFailed),
    });
  }

  return (
    <AdminCard
      title="Pending User Approvals"
      description="New accounts wait here until you approve them; each one gets an e-mail when you do."
      Icon={ClockIcon}
      count={pending.data?.length}
    >
      <div aria-busy={pending.isPending}>
        {pending.isPending ? (
          <ListSkeleton />
        ) : pending.isError ? (
          <LoadError what="pending users" onRetry={() => void pending.refetch()} />
        ) : pending.data.length === 0 ? (
          <EmptyText>{adminMessages.noPendingApprovals}</EmptyText>
        ) : (
          <AdminList label="Pending users">
            {pending.data.map((user) => (
              <PendingUserRow
                key={user.userId}
                user={user}
                isRejecting={reject.isPending && reject.variables === user.userId}
                onReject={() => setToReject(user)}
              />
            ))}
          </AdminList>
        )}
      </div>
      <ConfirmDialog
        open={toReject !== null}
        onOpenChange={(open) => !open && setToReject(null)}
        title="Reject this sign-up?"
        description={`The account ${toReject?.email ?? ''} and everything in it will be deleted. No e-mail is sent. This action cannot be undone.`}
        confirmLabel="Reject Sign-up"
        isDestructive
        onConfirm={handleConfirmReject}
      />
    </AdminCard>
  );
}
