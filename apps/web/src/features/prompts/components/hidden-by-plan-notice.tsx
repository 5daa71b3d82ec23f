import { SparklesIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { openUpgradeDialog } from '../../../lib/app-events';

/** docs/decisions/0004-search-and-lists.md: over the limit after a downgrade, lists show the newest prompts and say how many are hidden. */
export function HiddenByPlanNotice({ count }: { count: number }) {
  const noun = count === 1 ? 'prompt is' : 'prompts are';
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-primary/25 bg-accent/60 px-4 py-3 text-sm text-accent-foreground sm:flex-row sm:items-center"
    >
      <SparklesIcon className="hidden size-5 sm:block" />
      <p className="flex-1">
        {count} {noun} hidden by your plan limit. Upgrade to see all of your prompts again; nothing has been deleted.
      </p>
      <Button size="sm" onClick={openUpgradeDialog}>
        Upgrade
      </Button>
    </div>
  );
}
