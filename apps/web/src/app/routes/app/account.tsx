import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSession } from '../../../features/auth/api/use-session';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /app/account (placeholder: who is signed in, and Sign Out; the account feature comes later). */
export function Component() {
  useDocumentTitle('Account Settings');
  const { data } = useSession();

  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">Account Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
          <CardDescription>You are signed in as</CardDescription>
          <p className="font-medium break-all">{data?.user?.email}</p>
        </CardHeader>
        <CardContent>
          <SignOutButton />
        </CardContent>
      </Card>
    </div>
  );
}
