import { useMatches } from 'react-router';
import { RequireApprovedUser } from '../guards/require-approved-user';
import { AppLayout } from '../layouts/app-layout';
import { NotFoundPage } from './not-found';

/** /app/*: the approval guard around the app frame. Loaded lazily, apart from the public pages. */
export function Component() {
  // Only the 404 route has a splat: a visitor who is not signed in gets the plain 404 page, not sign-in.
  const isUnknownPage = useMatches().some((match) => match.params['*'] !== undefined);
  return (
    <RequireApprovedUser signedOut={isUnknownPage ? <NotFoundPage /> : undefined}>
      <AppLayout />
    </RequireApprovedUser>
  );
}
