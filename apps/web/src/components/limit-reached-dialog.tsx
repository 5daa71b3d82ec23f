import { limitMessages, remaining, type UsageResponse } from '@promptnest/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onLimitReached, openUpgradeDialog, type LimitKind } from '../lib/app-events';
import { queryKeys } from '../lib/query-keys';
import { planName } from './plan-names';
import { Button } from './ui/button';
import { SparklesIcon } from './ui/app-icons';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';
import { useUsage } from './use-usage';

const nouns: Record<LimitKind, { one: string; many: string }> = {
  prompt: { one: 'prompt', many: 'prompts' },
  template: { one: 'template', many: 'templates' },
};

function count(n: number, kind: LimitKind): string {
  return `${n} ${n === 1 ? nouns[kind].one : nouns[kind].many}`;
}

/** "Free accounts can create up to 5 prompts." and what is still possible of the other kind. */
function describeLimit(kind: LimitKind, usage: UsageResponse | undefined) {
  const own = kind === 'prompt' ? usage?.prompts : usage?.templates;
  const limit = own?.limit ?? (kind === 'prompt' ? 5 : 2);
  const statement = `${planName(usage?.plan)} accounts can create up to ${count(limit, kind)}.`;

  const other: LimitKind = kind === 'prompt' ? 'template' : 'prompt';
  const otherUsage = other === 'prompt' ? usage?.prompts : usage?.templates;
  if (!otherUsage) return { statement, other: null };
  const left = remaining(otherUsage);
  const otherText =
    left === null
      ? `You can still create as many ${nouns[other].many} as you like.`
      : left === 0
        ? `You have also used all of your ${nouns[other].many}.`
        : `You can still create ${count(left, other)}.`;
  return { statement, other: otherText };
}

/**
 * Spec §2 "Limit Reached dialog": opens when a save fails on PROMPT_LIMIT_REACHED or
 * TEMPLATE_LIMIT_REACHED (any feature fires openLimitReachedDialog). Mounted once, in the app layout.
 */
export function LimitReachedDialog() {
  const [kind, setKind] = useState<LimitKind | null>(null);
  const [lastKind, setLastKind] = useState<LimitKind>('prompt');
  const queryClient = useQueryClient();
  const { data: usage } = useUsage();

  useEffect(
    () =>
      onLimitReached((next) => {
        setKind(next);
        setLastKind(next);
        // The counts just changed on the server; show the fresh ones.
        void queryClient.invalidateQueries({ queryKey: queryKeys.prompts.usage() });
      }),
    [queryClient],
  );

  // Keeps the text while the dialog fades out.
  const shown = kind ?? lastKind;
  const { statement, other } = describeLimit(shown, usage);

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && setKind(null)}>
      <DialogContent size="sm" hideCloseButton>
        <DialogHeader>
          <span className="mb-2 grid size-11 place-items-center rounded-full bg-accent text-accent-foreground">
            <SparklesIcon className="size-5" />
          </span>
          <DialogTitle>{limitMessages[shown]}</DialogTitle>
          <DialogDescription>{statement}</DialogDescription>
        </DialogHeader>
        {other && <p className="rounded-xl bg-muted px-4 py-3 text-sm">{other}</p>}
        <p className="text-sm text-muted-foreground">Upgrade your plan to create more.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setKind(null);
              openUpgradeDialog();
            }}
          >
            <SparklesIcon />
            Upgrade
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
