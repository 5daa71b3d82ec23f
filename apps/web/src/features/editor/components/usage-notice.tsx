import { isAtLimit, type UsageCount } from '@promptnest/core';
import { Button } from '../../../components/ui/button';
import { useUsage } from '../../../components/use-usage';
import { openUpgradeDialog } from '../../../lib/app-events';

function usedLine(usage: UsageCount, kind: string): string {
  return `${usage.used} of ${usage.limit ?? 0} ${kind} used`;
}

/**
 * On New Prompt, a plan that is full says so before the prompt is written, not only when Create Prompt
 * is refused (that still opens the spec's Limit Reached dialog).
 */
export function UsageNotice() {
  const { data: usage } = useUsage();
  if (!usage) return null;
  const lines = [
    isAtLimit(usage.prompts) && usedLine(usage.prompts, 'prompts'),
    isAtLimit(usage.templates) && usedLine(usage.templates, 'templates'),
  ].filter((line) => line !== false);
  if (lines.length === 0) return null;

  return (
    <section aria-label="Plan usage" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
      <p>
        {lines.join(' · ')}
        <span className="text-muted-foreground"> on your plan.</span>
      </p>
      <Button size="sm" onClick={openUpgradeDialog}>
        Upgrade
      </Button>
    </section>
  );
}
