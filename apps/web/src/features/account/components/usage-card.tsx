import { isNearLimit } from '@promptnest/core';
import { AlertIcon, GaugeIcon } from '../../../components/ui/app-icons';
import { useUsage } from '../../../components/use-usage';
import { AccountCard } from './account-card';
import { UsageMeter } from './usage-meter';

/**
 * Spec §2 "Usage & Limits", with our own wording for the near-limit warning and the count of prompts hidden after
 * a downgrade (docs/decisions/0004-search-and-lists.md).
 */
export function UsageCard() {
  const { data: usage, isError } = useUsage();
  const isNear = usage !== undefined && (isNearLimit(usage.prompts) || isNearLimit(usage.templates));
  const hidden = usage?.hiddenByPlan ?? 0;

  return (
    <AccountCard title="Usage & Limits" Icon={GaugeIcon}>
      {!usage ? (
        isError ? (
          <p className="text-sm text-muted-foreground">Usage could not be loaded. Please try again.</p>
        ) : (
          // As tall as the two meters that replace it.
          <div aria-hidden="true" className="grid gap-5">
            <span className="h-9 animate-pulse rounded bg-muted" />
            <span className="h-9 animate-pulse rounded bg-muted" />
          </div>
        )
      ) : (
        <div className="grid gap-5">
          <UsageMeter label="Prompts" usage={usage.prompts} />
          <UsageMeter label="Templates" usage={usage.templates} />
          {hidden > 0 && (
            <p role="note" className="rounded-xl bg-muted px-4 py-3 text-sm">
              {hidden} {hidden === 1 ? 'prompt is' : 'prompts are'} hidden until you upgrade. Nothing was deleted.
            </p>
          )}
          {isNear && (
            // The Subscription card's Upgrade Plan is the page's one way to upgrade; this only points at it.
            <div className="flex items-center gap-3 rounded-xl border border-primary/25 bg-accent/60 px-4 py-3 text-sm text-accent-foreground">
              <AlertIcon className="size-5 shrink-0" />
              <p className="flex-1 font-medium">Upgrade for higher limits</p>
            </div>
          )}
        </div>
      )}
    </AccountCard>
  );
}
