import { oauthAccessLabels, type ApiKeyAccess, type ConsentRequest } from '@promptnest/core';
import { useState } from 'react';
import { AccessChoice } from '../../../components/access-choice';
import { AlertIcon, CheckIcon, GlobeIcon, LinkIcon, ShieldIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isClientError } from '../../../lib/api-client';
import { useAnswerConsent } from '../api/use-answer-consent';
import { consentTexts as texts, hostOf } from '../consent-texts';
import { ConsentAccount } from './consent-account';

interface ConsentPanelProps {
  request: ConsentRequest;
  /** The signed authorization request this page was opened with, passed back unchanged. */
  oauthQuery: string;
}

/**
 * The question itself: who asks, where the access goes, how much to give, and Allow or Deny, in that order so
 * that at 375 px the destination and the buttons come before the details. A client claiming another site
 * than the one its access goes to gets a danger notice, Deny first and focused, and Read only chosen.
 */
export function ConsentPanel({ request, oauthQuery }: ConsentPanelProps) {
  const { client, claimedHost } = request;
  const host = hostOf(client.uri);
  const title = texts.title(client.name);
  const [access, setAccess] = useState<ApiKeyAccess>(claimedHost ? 'read' : request.access);
  const answer = useAnswerConsent();
  // Still busy after success: the browser is on its way back to the tool.
  const isBusy = answer.isPending || answer.isSuccess;
  const pressed = isBusy ? answer.variables?.accept : undefined;

  function respond(accept: boolean) {
    answer.mutate(
      { oauthQuery, accept, access },
      { onSuccess: ({ redirectTo }) => window.location.assign(redirectTo) },
    );
  }

  const error = answer.isError ? (isClientError(answer.error) ? answer.error.message : texts.unexpected) : null;

  return (
    <Card className="mx-auto w-full max-w-lg p-6 sm:p-8" aria-busy={isBusy}>
      <span className="mx-auto hidden size-14 place-items-center rounded-full bg-accent text-accent-foreground sm:grid">
        <LinkIcon className="size-7" />
      </span>
      <h1 className="text-center text-xl sm:mt-5 sm:text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</h1>
      {host && <p className="mt-1 text-center font-mono text-sm text-muted-foreground [overflow-wrap:anywhere]">{host}</p>}
      {claimedHost ? (
        <div className="mt-4 flex items-start gap-2 rounded-xl border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm text-destructive-text">
          <AlertIcon className="mt-0.5 shrink-0" />
          <div className="[overflow-wrap:anywhere]">
            <p className="font-semibold">{texts.mismatch(claimedHost, request.redirectHost)}</p>
            <p className="mt-1">{texts.mismatchHint}</p>
          </div>
        </div>
      ) : (
        client.isSelfRegistered && (
          <p className="mt-4 flex items-start gap-2 rounded-xl border border-warning-border bg-warning-surface px-4 py-3 text-sm text-warning-text">
            <ShieldIcon className="mt-0.5 shrink-0" />
            <span className="[overflow-wrap:anywhere]">{texts.unverified(client.name)}</span>
          </p>
        )
      )}

      <div className="mt-4 rounded-xl border-2 border-primary/40 px-4 py-3">
        <p className="text-sm text-muted-foreground">{texts.sentTo}</p>
        <p className="mt-1 flex items-center gap-2 font-mono text-lg font-semibold [overflow-wrap:anywhere]">
          <GlobeIcon className="shrink-0 text-primary-text" />
          {request.redirectHost}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{texts.sentToHint}</p>
      </div>

      {request.access === 'write' ? (
        <div className="mt-4">
          <AccessChoice
            legend={texts.accessLegend}
            // Read and write first: the tool asked for it, and Read only is the smaller grant beside it.
            choices={['write', 'read']}
            hints={texts.accessHints}
            value={access}
            onChange={setAccess}
            disabled={isBusy}
          />
        </div>
      ) : (
        // Read only asked: nothing to choose, so what it may do is said here (the choice's hints say it otherwise).
        <div className="mt-4 rounded-xl border bg-muted/60 px-4 py-3 text-sm">
          <p className="font-medium [overflow-wrap:anywhere]">{texts.wantsTo(client.name)}</p>
          <ul className="mt-2 grid gap-1.5">
            <li className="flex items-start gap-2 text-muted-foreground">
              <CheckIcon className="mt-0.5 text-primary-text" />
              {oauthAccessLabels[request.access]}
            </li>
          </ul>
        </div>
      )}

      {error && (
        <div role="alert" className="mt-4 flex items-start gap-3 rounded-xl border border-destructive/40 px-4 py-3 text-sm text-destructive-text">
          <AlertIcon className="mt-0.5" />
          <p>{error}</p>
        </div>
      )}

      {/* Side by side even at 375 px, so both stay in view. Claiming another site: Deny looks primary and is focused. */}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant={claimedHost ? 'primary' : 'outline'} autoFocus={Boolean(claimedHost)} disabled={isBusy} isLoading={pressed === false} onClick={() => respond(false)}>
          {texts.deny}
        </Button>
        <Button variant={claimedHost ? 'outline' : 'primary'} disabled={isBusy} isLoading={pressed === true} onClick={() => respond(true)}>
          {texts.allow}
        </Button>
      </div>
      {/* Beside the buttons, where the choice is made; "Not you?" signs in again with this same request. */}
      <ConsentAccount oauthQuery={oauthQuery} disabled={isBusy} />
      <p className="mt-4 text-center text-sm text-muted-foreground">{texts.disconnectAnyTime}</p>
      {answer.isSuccess && (
        <p role="status" className="mt-4 text-center text-sm text-muted-foreground">
          {texts.leaving}
        </p>
      )}
    </Card>
  );
}
