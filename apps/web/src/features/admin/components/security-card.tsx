import type { AdminActionEntry, FailedSignInSummary } from '@promptnest/core';
import type { ReactNode } from 'react';
import { ShieldIcon } from '../../../components/ui/app-icons';
import { useSecuritySummary } from '../api/use-security-summary';
import { formatDateTime } from '../../../lib/format-date';
import { AdminCard } from './admin-card';
import { AdminList, EmptyText, ListSkeleton, LoadError } from './card-states';

/** The server records actions by name; people read them as a verb phrase. Unknown names still show, spaced. */
const actionLabels: Record<string, string> = {
  unlock_admin_panel: 'unlocked the admin panel',
  approve_user: 'approved',
  create_user: 'created the account',
  enable_auto_approve: 'turned auto-approval on',
  disable_auto_approve: 'turned auto-approval off',
  grant_test_subscription: 'granted a test subscription to',
  revoke_test_subscription: 'revoked the test subscription of',
  suspend_user: 'suspended',
  reactivate_user: 'reactivated',
  // The rejected account is deleted, its address with it.
  reject_user: 'rejected a sign-up',
};

function describeAction(entry: AdminActionEntry): string {
  const verb = actionLabels[entry.action] ?? entry.action.replaceAll('_', ' ');
  return entry.target ? `${verb} ${entry.target}` : verb;
}

function FailedSignInRow({ entry }: { entry: FailedSignInSummary }) {
  return (
    <li className="grid gap-1 px-3 py-2.5 text-sm sm:px-4">
      <span className="font-medium [overflow-wrap:anywhere]">{entry.email}</span>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="rounded-full border border-destructive/40 px-2 py-px font-semibold text-destructive-text tabular-nums">
          {entry.attempts === 1 ? '1 attempt' : `${entry.attempts} attempts`}
        </span>
        <span>Last {formatDateTime(entry.lastAttemptAt)}</span>
        {entry.lastError && <span>· {entry.lastError}</span>}
      </span>
    </li>
  );
}

function AdminActionRow({ entry }: { entry: AdminActionEntry }) {
  return (
    <li className="grid gap-0.5 px-3 py-2.5 text-sm sm:px-4">
      <span className="[overflow-wrap:anywhere]">
        <span className="font-medium">{entry.adminEmail ?? 'An administrator'}</span> {describeAction(entry)}
      </span>
      <span className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</span>
    </li>
  );
}

/** One half of the card under its own heading. Its list scrolls inside the card and takes focus, so keyboards can scroll it. */
function SecurityList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 content-start gap-3">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

/** Spec §7 security-monitor: failed sign-ins of the last 24 hours per address, and what admins did lately. */
export function SecurityCard() {
  const summary = useSecuritySummary();

  return (
    <AdminCard
      title="Security"
      description="Failed sign-ins in the last 24 hours, and the latest admin actions."
      Icon={ShieldIcon}
      className="lg:col-span-2"
    >
      {summary.isPending ? (
        <ListSkeleton rows={3} />
      ) : summary.isError ? (
        <LoadError what="the security summary" onRetry={() => void summary.refetch()} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <SecurityList title="Failed sign-ins">
            {summary.data.failedSignIns.length === 0 ? (
              <EmptyText>No failed sign-ins in the last 24 hours</EmptyText>
            ) : (
              <AdminList label="Failed sign-ins" isFocusable className="max-h-80">
                {summary.data.failedSignIns.map((entry) => (
                  <FailedSignInRow key={entry.email} entry={entry} />
                ))}
              </AdminList>
            )}
          </SecurityList>
          <SecurityList title="Recent admin actions">
            {summary.data.adminActions.length === 0 ? (
              <EmptyText>No admin actions yet</EmptyText>
            ) : (
              <AdminList label="Recent admin actions" isFocusable className="max-h-80">
                {summary.data.adminActions.map((entry, index) => (
                  <AdminActionRow key={`${entry.at}-${index}`} entry={entry} />
                ))}
              </AdminList>
            )}
          </SecurityList>
        </div>
      )}
    </AdminCard>
  );
}
