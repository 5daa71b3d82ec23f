import { ShieldIcon } from '../../../components/ui/app-icons';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** The Admin Panel tab's place: the panel itself (approvals, test subscriptions…) arrives with the admin feature. */
export function AdminPanelCard() {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <span className="mb-2 grid size-11 place-items-center rounded-full bg-accent text-accent-foreground">
          <ShieldIcon className="size-5" />
        </span>
        <CardTitle>Admin Panel</CardTitle>
        <CardDescription>
          The admin panel opens here: approving new accounts, auto-approval, creating users and granting test
          subscriptions.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
