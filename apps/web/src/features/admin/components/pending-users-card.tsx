import { adminMessages, type PendingUser } from '@promptnest/core';
import { toast } from 'sonner';
import { CheckIcon, ClockIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useApproveUser } from '../api/use-approve-user';
import { usePendingUsers } from '../api/use-pending-users';
import { toastAdminError } from '../admin-toasts';
import { formatShortDate } from '../format-admin-date';
import { AdminCard } from './admin-card';
import { AdminList, EmptyText, ListSkeleton, LoadError } from './card-states';

function PendingUserRow({ user }: { user: PendingUser }) {
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
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground">Signed up {formatShortDate(user.createdAt)}</span>
        <Button size="sm" isLoading={approve.isPending} onClick={handleApprove}>
          {!approve.isPending && <CheckIcon />}
          Approve
        </Button>
      </div>
    </li>
  );
}

/** Spec §2 "Pending User Approvals": each waiting account with its Approve button (which e-mails the user). */
export function PendingUsersCard() {
  const pending = usePendingUsers();

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
              <PendingUserRow key={user.userId} user={user} />
            ))}
          </AdminList>
        )}
      </div>
    </AdminCard>
  );
}
