import { useSearchParams } from 'react-router';
import { MessageCard } from '../../../components/message-card';
import { AlertIcon } from '../../../components/ui/app-icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authorizationErrorTexts as texts, describeAuthorizationError } from '../authorization-error-texts';

/** A code as OAuth spells them; anything else is not repeated on the page. */
const ERROR_CODE = /^[a-z_]{1,64}$/;

/**
 * /oauth/error (docs/decisions/0015-mcp-oauth.md): where an AI tool's sign-in that cannot go on ends, instead
 * of going back to an app nobody has allowed, and where better-auth sends any failed sign-in (Google's too).
 * Says in plain words what went wrong and leads home, or back to sign-in.
 */
export function AuthorizationErrorPage() {
  const [params] = useSearchParams();
  const given = params.get('error');
  const code = given && ERROR_CODE.test(given) ? given : null;
  const explained = describeAuthorizationError(code);
  useDocumentTitle(explained.title, texts.pageDescription);
  const isConnection = explained.kind === 'connection';
  return (
    <MessageCard
      title={explained.title}
      icon={<AlertIcon className="size-7" />}
      message={explained.message}
      messageRole="alert"
      action={isConnection ? { to: '/', label: texts.back, variant: 'outline' } : { to: '/auth', label: texts.backToSignIn }}
    >
      {isConnection && code !== 'access_denied' && <p className="mt-2 text-sm text-muted-foreground">{texts.nothingShared}</p>}
      {code && (
        <p className="mt-4 text-xs text-muted-foreground">
          {texts.codeLabel}: <code className="font-mono [overflow-wrap:anywhere]">{code}</code>
        </p>
      )}
    </MessageCard>
  );
}
