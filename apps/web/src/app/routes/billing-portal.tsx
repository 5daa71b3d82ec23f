import { LocalPortalPage } from '../../features/billing/components/local-portal-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignedInOnly } from '../guards/signed-in-only';

/** /billing/portal: the built-in subscription portal (local billing, without Stripe). */
export function Component() {
  useDocumentTitle('Manage Subscription');
  return (
    <SignedInOnly reason="Please sign in to manage your subscription">
      {() => <LocalPortalPage />}
    </SignedInOnly>
  );
}
