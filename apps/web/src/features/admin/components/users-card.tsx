import { adminUserMessages, type AdminUser } from '@promptnest/core';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchIcon, UserIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useAdminUsers } from '../api/use-admin-users';
import { useUserAction } from '../api/use-user-action';
import { toastAdminError } from '../admin-toasts';
import { formatDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AdminCard } from './admin-card';
import { AdminList, EmptyText, ListSkeleton, LoadError } from './card-states';
import { TierBadge } from './tier-badge';
import { UsersPager } from './users-pager';
import { UserStatusBadge } from './user-status-badge';

interface UserRowProps {
  user: AdminUser;
  isBusy: boolean;
  onToggle: () => void;
}

function UserRow({ user, isBusy, onToggle }: UserRowProps) {
  const isSuspended = user.status === 'suspended';
  const label = isSuspended ? 'Reactivate' : 'Suspend';
  return (
    <li className="grid gap-2 px-3 py-3 sm:px-4">
      <p className="text-sm font-medium [overflow-wrap:anywhere]">
        {user.email}
        {user.isAdmin && <span className="ml-2 text-xs font-semibold text-primary-text">Admin</span>}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <UserStatusBadge status={user.status} />
          {user.tier ? <TierBadge tier={user.tier} /> : <span className="text-xs font-semibold text-muted-foreground">Free</span>}
          <span className="text-xs text-muted-foreground">Joined {formatDate(user.createdAt)}</span>
        </div>
        {!user.isAdmin && (
          <Button variant="outline" size="sm" className="ml-auto" aria-label={`${label} ${user.email}`} isLoading={isBusy} onClick={onToggle}>
            {label}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Every account, searchable by e-mail, a page at a time, each (but administrators) with Suspend or Reactivate. */
export function UsersCard() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(query, offset);
  const suspend = useUserAction('suspend');
  const reactivate = useUserAction('reactivate');
  const [toSuspend, setToSuspend] = useState<AdminUser | null>(null);
  const [toReactivate, setToReactivate] = useState<AdminUser | null>(null);
  const busyId = suspend.isPending ? suspend.variables : reactivate.isPending ? reactivate.variables : null;

  function handleConfirm(target: AdminUser | null, isSuspend: boolean) {
    if (!target) return;
    const action = isSuspend ? suspend : reactivate;
    action.mutate(target.id, {
      onSuccess: () =>
        toast.success(isSuspend ? adminUserMessages.userSuspended : adminUserMessages.userReactivated, { description: target.email }),
      onError: (error) => toastAdminError(error, isSuspend ? adminUserMessages.suspendFailed : adminUserMessages.reactivateFailed),
    });
  }

  return (
    <AdminCard
      title="Users"
      description="Every account, newest first. Suspend one to sign it out everywhere and keep it out."
      Icon={UserIcon}
      className="lg:col-span-2"
    >
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search by email</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder="name@example.com"
            className="pl-9"
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
        </div>
      </div>
      <div aria-busy={users.isFetching}>
        {users.isPending ? (
          <ListSkeleton rows={3} />
        ) : users.isError && !users.data ? (
          <LoadError what="users" onRetry={() => void users.refetch()} />
        ) : users.data.users.length === 0 ? (
          <EmptyText>{adminUserMessages.noUsersFound}</EmptyText>
        ) : (
          <AdminList label="Users">
            {users.data.users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isBusy={busyId === user.id}
                onToggle={() => (user.status === 'suspended' ? setToReactivate(user) : setToSuspend(user))}
              />
            ))}
          </AdminList>
        )}
      </div>
      {users.data && (
        <UsersPager offset={offset} shown={users.data.users.length} nextOffset={users.data.nextOffset} onOffsetChange={setOffset} />
      )}
      <ConfirmDialog
        open={toSuspend !== null}
        onOpenChange={(open) => !open && setToSuspend(null)}
        title="Suspend this account?"
        description={`${toSuspend?.email ?? ''} is signed out everywhere now and cannot sign in until you reactivate the account. Nothing is deleted.`}
        confirmLabel="Suspend Account"
        isDestructive
        onConfirm={() => handleConfirm(toSuspend, true)}
      />
      <ConfirmDialog
        open={toReactivate !== null}
        onOpenChange={(open) => !open && setToReactivate(null)}
        title="Reactivate this account?"
        description={`${toReactivate?.email ?? ''} can sign in again and finds everything as it was.`}
        confirmLabel="Reactivate Account"
        onConfirm={() => handleConfirm(toReactivate, false)}
      />
    </AdminCard>
  );
}
