import { LimitReachedDialog } from '../../components/limit-reached-dialog';
import { UpgradeDialog } from '../../components/upgrade-dialog';

/** The plan dialogs, opened by app events (spec §2): mounted once in the app layout, from a chunk of their own. */
export function PlanDialogs() {
  return (
    <>
      <LimitReachedDialog />
      <UpgradeDialog />
    </>
  );
}
