import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/use-session';
import { SharedPromptPage } from '../../features/shared-view/components/shared-prompt-page';

// Only approved users can hit a plan limit here; visitors, most of this page's readers, never load the dialogs.
const LimitReachedDialog = lazy(() => import('../../components/limit-reached-dialog').then((m) => ({ default: m.LimitReachedDialog })));
const UpgradeDialog = lazy(() => import('../../components/upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })));

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
        <Suspense fallback={null}>
          <LimitReachedDialog />
          <UpgradeDialog />
        </Suspense>
      )}
    </>
  );
}
