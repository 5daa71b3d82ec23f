import { useSignOut } from '../../auth/api/use-sign-out';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { consentTexts as texts } from '../consent-texts';

/**
 * Which account the tool would reach, and a way to switch: sign out, then sign in again with the same signed
 * request, which leads back to this page (docs/decisions/0015-mcp-oauth.md).
 */
export function ConsentAccount({ oauthQuery, disabled }: { oauthQuery: string; disabled: boolean }) {
  const email = useSession().data?.user?.email;
  const signOut = useSignOut();
  if (!email) return null;

  function switchAccount() {
    // A full load: every cached answer of the old account is dropped with the page.
    signOut.mutate(undefined, { onSuccess: () => window.location.assign(`/auth?${oauthQuery}`) });
  }

  return (
    <p className="mt-5 flex flex-wrap items-center justify-center gap-x-1.5 text-center text-sm text-muted-foreground">
      <span>
        {texts.connectingAs} <strong className="font-medium text-foreground [overflow-wrap:anywhere]">{email}</strong>
      </span>
      <span aria-hidden="true" className="max-sm:hidden">·</span>
      <Button variant="link" disabled={disabled || signOut.isPending} isLoading={signOut.isPending} onClick={switchAccount}>
        {texts.notYou}
      </Button>
    </p>
  );
}
