import { AuthorizationErrorPage } from '../../features/oauth/components/authorization-error-page';

/** /oauth/error (docs/decisions/0015-mcp-oauth.md): an AI tool's sign-in that cannot go on, explained. */
export function Component() {
  return <AuthorizationErrorPage />;
}
