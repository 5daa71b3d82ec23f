import { AccountPage } from '../../../features/account/components/account-page';
import { AdminPanel } from '../../../features/admin/components/admin-panel';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

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
      adminPanel={data.user.isAdmin ? <AdminPanel /> : undefined}
    />
  );
}
