import { Navigate, useLocation } from 'react-router';
import { ConsentPage } from '../../features/oauth/components/consent-page';
import { RequireApprovedUser } from '../guards/require-approved-user';
import { PublicLayout } from '../layouts/public-layout';

/**
 * /oauth/consent (docs/decisions/0015-mcp-oauth.md): an approved user allows or denies an AI tool. Signed out,
 * the visitor signs in with the same signed request, which brings them back here; a pending account sees the
 * Pending Approval screen.
 */
export function Component() {
  const { search } = useLocation();
  return (
    <RequireApprovedUser signedOut={<Navigate to={`/auth${search}`} replace />}>
      <PublicLayout>
        <ConsentPage />
      </PublicLayout>
    </RequireApprovedUser>
  );
}
