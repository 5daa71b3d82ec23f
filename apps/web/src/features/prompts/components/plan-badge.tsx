import { useMatch } from 'react-router';
import { tierLabel } from '../../../components/plan-names';
import { SparklesIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { useSubscription } from '../../../components/use-subscription';
import { openUpgradeDialog } from '../../../lib/app-events';
import { cn } from '../../../lib/cn';

/** Spec §2: the plan's name, and Upgrade for users without a subscription. */
export function PlanBadge({ isCollapsed }: { isCollapsed: boolean }) {
  const { data: status, isPending } = useSubscription();
  // The account page has its own Upgrade Plan beside the plan; a second button there would only repeat it.
  const isOnAccountPage = useMatch('/app/account') !== null;
  const hasUpgrade = status?.subscribed !== true && !isOnAccountPage;
  const name = tierLabel(status);

  if (isCollapsed) {
    return !hasUpgrade || isPending ? null : (
      <Tooltip label="Upgrade">
        <button
          type="button"
          onClick={openUpgradeDialog}
          aria-label="Upgrade"
          className="grid size-9 cursor-pointer pointer-coarse:size-10 max-sm:size-10 place-items-center rounded-lg text-primary-text transition-colors hover:bg-accent"
        >
          <SparklesIcon className="size-[1.125rem]" />
        </button>
      </Tooltip>
    );
  }

  return (
    <div className="grid gap-3 rounded-xl border bg-background/60 p-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">Your plan</span>
        {isPending ? (
          <span aria-hidden="true" className="h-5 w-12 animate-pulse rounded-full bg-muted" />
        ) : (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">{name}</span>
        )}
      </div>
      {hasUpgrade && (
        // Kept in place (hidden) while the plan loads, so a subscriber never sees it flash and nothing shifts.
        <Button size="sm" onClick={openUpgradeDialog} className={cn('w-full', isPending && 'invisible')}>
          <SparklesIcon />
          Upgrade
        </Button>
      )}
    </div>
  );
}
