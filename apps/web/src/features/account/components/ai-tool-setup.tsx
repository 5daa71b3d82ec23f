import type { CreatedApiKey } from '@promptnest/core';
import { useId, type Ref } from 'react';
import { AlertIcon, KeyIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { apiKeyTexts } from '../api-key-texts';
import { buildSetup, connectAiToolTexts as texts, holdsKey, KEY_PLACEHOLDER, type AiTool } from '../connect-ai-tool-texts';
import { SetupBlock } from './setup-block';

interface AiToolSetupProps {
  tool: AiTool;
  address: string;
  /** The key made here for this tool, while the page stays open; it fills the set-up in. */
  createdKey: CreatedApiKey | undefined;
  onCreateKey: () => void;
  isCreating: boolean;
  /** Another tool's key is being made: one at a time. */
  isBusy: boolean;
  isAtLimit: boolean;
  /** Where focus goes once the key is in the set-up: the Copy that takes it. */
  copyRef: Ref<HTMLButtonElement>;
}

/** One tool: where its set-up goes, the set-up itself, and a key for it, made here and shown this once. */
export function AiToolSetup({ tool, address, createdKey, onCreateKey, isCreating, isBusy, isAtLimit, copyRef }: AiToolSetupProps) {
  const limitId = useId();
  const key = createdKey?.key;
  const keyInSetup = holdsKey(tool);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{texts.whereItGoes[tool]}</p>
      <SetupBlock
        name={texts.setupName(tool)}
        copyLabel={texts.copySetup(tool)}
        caption={texts.setupCaptions[tool]}
        text={buildSetup(tool, address, key)}
        copyRef={keyInSetup ? copyRef : undefined}
      />
      {key ? (
        <>
          {!keyInSetup && (
            <SetupBlock name={texts.newKeyName(tool)} copyLabel={texts.copyNewKey(tool)} caption={texts.newKeyCaption} text={key} isWrapped copyRef={copyRef} />
          )}
          <p className="flex items-start gap-2 rounded-lg border border-warning-border bg-warning-surface px-3 py-2.5 text-sm text-foreground">
            <AlertIcon className="mt-0.5 shrink-0 text-warning-text" />
            {keyInSetup ? texts.shownOnceInSetup : texts.shownOnceForVsCode}
          </p>
        </>
      ) : (
        <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4">
          <Button
            variant="outline"
            className="justify-self-start"
            isLoading={isCreating}
            disabled={isAtLimit || isBusy}
            aria-describedby={isAtLimit ? limitId : undefined}
            onClick={onCreateKey}
          >
            {!isCreating && <KeyIcon />}
            {texts.createFor(tool)}
          </Button>
          {isAtLimit ? (
            <p id={limitId} className="text-sm text-muted-foreground">
              {apiKeyTexts.limitReached}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {texts.placeholderHint.before} <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{KEY_PLACEHOLDER}</code>{' '}
              {texts.placeholderHint.after}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
