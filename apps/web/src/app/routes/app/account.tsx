import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/spinner';
import { AccountPage } from '../../../features/account/components/account-page';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

// Admins only, and only once the Admin Panel tab is opened: other users never download the admin feature.
const AdminPanel = lazy(() => import('../../../features/admin/components/admin-panel').then((m) => ({ default: m.AdminPanel })));

/** /app/account (spec §2 "Account page"): the account feature, with the auth feature's password form, Sign Out and, for admins, the admin panel. */
export function Component() {
  useDocumentTitle('Account Settings');
  const { data } = useSession();
  // The /app guard has made sure of a signed-in, approved user; after a deletion the page is being left.
  if (!data?.user) return null;
  return (
    <AccountPage
      user={data.user}
      passwordForm={<ChangePasswordForm />}
      signOutButton={<SignOutButton />}
      adminPanel={
        data.user.isAdmin ? (
          <Suspense fallback={<LoadingState />}>
            <AdminPanel />
          </Suspense>
        ) : undefined
      }
    />
  );
}
