import { useParams } from 'react-router';
import { LimitReachedDialog } from '../../components/limit-reached-dialog';
import { UpgradeDialog } from '../../components/upgrade-dialog';
import { useSession } from '../../features/auth/api/use-session';
import { SharedPromptPage } from '../../features/shared-view/components/shared-prompt-page';

/** /shared/:shareId: public; the session only decides the bottom action. */
export function Component() {
  const { shareId = '' } = useParams();
  const session = useSession();
  // A session that cannot be read counts as signed out, as in the /app guard.
  const user = session.isPending ? undefined : (session.data?.user ?? null);
  return (
    <>
      <SharedPromptPage key={shareId} shareId={shareId} user={user} />
      {/* Save to My Account can hit a plan limit; outside /app the app layout's dialogs are not mounted. */}
      {user?.approved && (
        <>
          <LimitReachedDialog />
          <UpgradeDialog />
        </>
      )}
    </>
  );
}
