import { adminUserStatusLabels, type AdminUser } from '@promptnest/core';
import { cn } from '../../../lib/cn';

const statusStyles: Record<AdminUser['status'], string> = {
  approved: 'border-success-border text-success-text',
  pending: 'border-input text-muted-foreground',
  suspended: 'border-destructive/40 text-destructive-text',
};

/** Approved, Pending or Suspended: a word first, the colour only repeats it. */
export function UserStatusBadge({ status }: { status: AdminUser['status'] }) {
  return (
    <span className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', statusStyles[status])}>
      {adminUserStatusLabels[status]}
    </span>
  );
}
