import { RequireApprovedUser } from '../guards/require-approved-user';
import { AppLayout } from '../layouts/app-layout';

/** /app/*: the approval guard around the app frame. Loaded lazily, apart from the public pages. */
export function Component() {
  return (
    <RequireApprovedUser>
      <AppLayout />
    </RequireApprovedUser>
  );
}
