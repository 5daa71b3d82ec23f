import { adminMessages } from '@promptnest/core';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { SettingsIcon } from '../../../components/ui/app-icons';
import { Label } from '../../../components/ui/label';
import { useAdminSettings } from '../api/use-admin-settings';
import { useUpdateAdminSettings } from '../api/use-update-admin-settings';
import { toastAdminError } from '../admin-toasts';
import { AdminCard } from './admin-card';
import { AdminSwitch } from './admin-switch';
import { LoadError } from './card-states';

/** Spec §2 "Admin Settings": the 'Auto-approve new users' switch. */
export function AdminSettingsCard() {
  const switchId = useId();
  const hintId = useId();
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings();
  // While the change is on its way the switch already shows it, and cannot be flipped twice.
  const isOn = update.isPending ? update.variables.autoApproveUsers : settings.data?.autoApproveUsers === true;

  function handleChange(autoApproveUsers: boolean) {
    // Not disabled while saving: a disabled switch would drop the keyboard focus.
    if (update.isPending) return;
    update.mutate(
      { autoApproveUsers },
      {
        onSuccess: (result) =>
          toast.success(adminMessages.settingsUpdated, {
            description: result.autoApproveUsers ? adminMessages.autoApprovalEnabled : adminMessages.autoApprovalDisabled,
          }),
        onError: (error) => toastAdminError(error, adminMessages.settingsFailed),
      },
    );
  }

  return (
    <AdminCard title="Admin Settings" Icon={SettingsIcon}>
      {settings.isError ? (
        <LoadError what="the settings" onRetry={() => void settings.refetch()} />
      ) : (
        <div className="flex items-start justify-between gap-4 rounded-xl border bg-muted/40 p-4">
          <div className="grid gap-1">
            <Label htmlFor={switchId}>Auto-approve new users</Label>
            <p id={hintId} className="text-sm text-muted-foreground">
              New sign-ups can use PromptNest at once, without waiting for approval.
            </p>
          </div>
          <AdminSwitch
            id={switchId}
            aria-describedby={hintId}
            checked={isOn}
            disabled={!settings.data}
            aria-busy={update.isPending || undefined}
            onCheckedChange={handleChange}
          />
        </div>
      )}
    </AdminCard>
  );
}
