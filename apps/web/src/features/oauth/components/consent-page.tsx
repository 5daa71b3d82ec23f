import { useLocation } from 'react-router';
import { MessageCard } from '../../../components/message-card';
import { LoadingState } from '../../../components/ui/spinner';
import { isClientError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConsentRequest } from '../api/use-consent-request';
import { consentTexts as texts } from '../consent-texts';
import { ConsentPanel } from './consent-panel';

/**
 * /oauth/consent (docs/decisions/0015-mcp-oauth.md), for a signed-in, approved user: the server's authorization
 * endpoint sends the browser here with the tool's request signed into the query, which goes back unchanged.
 */
export function ConsentPage() {
  const { search } = useLocation();
  const oauthQuery = search.replace(/^\?/, '');
  const params = new URLSearchParams(oauthQuery);
  const clientId = params.get('client_id');
  const redirectUri = params.get('redirect_uri');

  if (!clientId || !redirectUri || !params.has('sig')) return <NotPossible message={texts.invalidRequest} />;
  return <ConsentRequest clientId={clientId} scope={params.get('scope') ?? undefined} redirectUri={redirectUri} oauthQuery={oauthQuery} />;
}

interface ConsentRequestProps {
  clientId: string;
  scope: string | undefined;
  /** Where the code goes: part of the signed request, so the host shown is the host the code is sent to. */
  redirectUri: string;
  oauthQuery: string;
}

function ConsentRequest({ clientId, scope, redirectUri, oauthQuery }: ConsentRequestProps) {
  const request = useConsentRequest(clientId, scope, redirectUri);
  useDocumentTitle(request.data ? texts.title(request.data.client.name) : request.isError ? texts.notPossibleTitle : texts.pageTitle, texts.pageDescription);

  if (request.isPending) return <LoadingState label={texts.loading} />;
  if (request.isError) return <NotPossible message={isClientError(request.error) ? request.error.message : texts.unexpected} />;
  return <ConsentPanel request={request.data} oauthQuery={oauthQuery} />;
}

function NotPossible({ message }: { message: string }) {
  useDocumentTitle(texts.notPossibleTitle, texts.pageDescription);
  return <MessageCard title={texts.notPossibleTitle} message={message} messageRole="alert" action={{ to: '/app', label: 'Go to App', variant: 'outline' }} />;
}
