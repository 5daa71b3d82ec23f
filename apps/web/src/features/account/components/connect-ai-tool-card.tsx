import type { CreatedApiKey } from '@promptnest/core';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { SparklesIcon } from '../../../components/ui/app-icons';
import { Label } from '../../../components/ui/label';
import { isClientError } from '../../../lib/api-client';
import { useApiKeys } from '../api/use-api-keys';
import { useCreateApiKey } from '../api/use-create-api-key';
import { apiKeyTexts, isAtKeyLimit } from '../api-key-texts';
import { aiTools, connectAiToolTexts as texts, mcpAddress, type AiTool } from '../connect-ai-tool-texts';
import { AccountCard } from './account-card';
import { AiToolChoice } from './ai-tool-choice';
import { AiToolSetup } from './ai-tool-setup';
import { CopyTextButton } from './copy-text-button';

/**
 * The MCP address and a ready set-up for each AI tool (docs/decisions/0014-mcp-server.md), with a Read and
 * write key made for the tool on the spot. A key made here lives in this card's state only: shown this once,
 * gone when the page is left, like the Create key dialog's.
 */
export function ConnectAiToolCard() {
  const addressId = useId();
  const connectorId = useId();
  // The app is served from APP_URL, so this page's origin is the server's.
  const address = mcpAddress(window.location.origin);
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [tool, setTool] = useState<AiTool>(aiTools[0]);
  const [creatingFor, setCreatingFor] = useState<AiTool | null>(null);
  const [createdKeys, setCreatedKeys] = useState<Partial<Record<AiTool, CreatedApiKey>>>({});
  const copyRef = useRef<HTMLButtonElement>(null);
  // The tool shown now, for a key that arrives after the person has moved on to another one.
  const shownToolRef = useRef(tool);

  function chooseTool(next: AiTool) {
    shownToolRef.current = next;
    setTool(next);
  }

  async function createKeyFor(forTool: AiTool) {
    if (creatingFor) return;
    setCreatingFor(forTool);
    // Awaited rather than mutate()'s callbacks, as in the Create key dialog; the list refreshes either way.
    try {
      const created = await create.mutateAsync(texts.keyFor(forTool));
      setCreatedKeys((current) => ({ ...current, [forTool]: created }));
      toast.success(texts.keyCreated, { description: texts.keyCreatedDetail(forTool) });
      // The button that was pressed is gone; focus goes to the Copy that takes the key.
      if (shownToolRef.current === forTool) requestAnimationFrame(() => copyRef.current?.focus());
    } catch (error) {
      // The limit (409) and anything else the server refused, in its words; an outage in ours.
      toast.error(isClientError(error) ? error.message : apiKeyTexts.createFailed);
    } finally {
      setCreatingFor(null);
    }
  }

  return (
    <AccountCard title={texts.title} Icon={SparklesIcon} description={texts.purpose}>
      <div className="grid gap-6">
        <div className="grid gap-2">
          <Label htmlFor={addressId}>{texts.addressLabel}</Label>
          <div className="flex items-start gap-2 sm:max-w-lg">
            {/* A text area, as for a new key: a long address wraps rather than hiding its end on a phone. */}
            <textarea
              id={addressId}
              readOnly
              rows={1}
              value={address}
              spellCheck={false}
              onFocus={(event) => event.target.select()}
              className="min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-input bg-card px-3 py-2 font-mono text-sm break-all text-foreground shadow-xs [field-sizing:content] focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none"
            />
            <CopyTextButton text={address} label={`Copy ${texts.addressLabel}`} isCompactOnPhone />
          </div>
        </div>

        <div className="grid gap-4">
          <AiToolChoice value={tool} onChange={chooseTool} />
          <AiToolSetup
            // A fresh setup per tool, so nothing of one (a focus, a Copied! state) carries over to another.
            key={tool}
            tool={tool}
            address={address}
            createdKey={createdKeys[tool]}
            onCreateKey={() => void createKeyFor(tool)}
            isCreating={creatingFor === tool}
            isBusy={creatingFor !== null}
            isAtLimit={isAtKeyLimit(keys.data)}
            copyRef={copyRef}
          />
        </div>

        <p className="border-t pt-4 text-sm text-muted-foreground">{texts.readOnlyToo}</p>

        <section className="grid gap-2 border-t pt-4" aria-labelledby={connectorId}>
          <h3 id={connectorId} className="text-sm font-medium text-foreground">
            {texts.connectorTitle}
          </h3>
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
            {texts.connectorSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">{texts.connectorNote}</p>
        </section>
      </div>
    </AccountCard>
  );
}
