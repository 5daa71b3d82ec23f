import type { CreateApiKeyInput, CreatedApiKey } from '@promptnest/core';
import { lazy, useId, useState } from 'react';
import { OnDemand } from '../../../components/on-demand';
import { PlusIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useCreateApiKey } from '../api/use-create-api-key';
import { apiKeyTexts } from '../api-key-texts';

// The form (with its checks, and zod) and Radix's dialog load on the first Create key (components/on-demand.tsx).
const CreateApiKeyModal = lazy(() => import('./create-api-key-modal'));

/**
 * Create key and its dialog: the form, then the new key, shown this once. Closing forgets the key, so it
 * lives no longer than the dialog. At the limit the button stays, disabled, with the reason beside it.
 */
export function CreateApiKeyDialog({ isAtLimit }: { isAtLimit: boolean }) {
  const limitId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useCreateApiKey();

  function changeOpen(open: boolean) {
    // Not while a key is being made: it would be made, and never shown.
    if (create.isPending) return;
    setIsOpen(open);
    if (!open) setCreated(null);
  }

  async function createKey(input: CreateApiKeyInput) {
    // Awaited rather than mutate()'s callbacks, which TanStack Query drops if the form has unmounted by then.
    setCreated(await create.mutateAsync(input));
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button disabled={isAtLimit} aria-describedby={isAtLimit ? limitId : undefined} onClick={() => changeOpen(true)}>
        <PlusIcon />
        Create key
      </Button>
      {isAtLimit && (
        <p id={limitId} className="text-sm text-muted-foreground">
          {apiKeyTexts.limitReached}
        </p>
      )}
      <OnDemand when={isOpen}>
        <CreateApiKeyModal isOpen={isOpen} onOpenChange={changeOpen} created={created} onCreate={createKey} isCreating={create.isPending} />
      </OnDemand>
    </div>
  );
}
