import { useParams } from 'react-router';
import { LocalCheckoutPage } from '../../features/billing/components/local-checkout-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignedInOnly } from '../guards/signed-in-only';

/** /billing/checkout/:checkoutId: the built-in checkout page (local billing, without Stripe). */
export function Component() {
  useDocumentTitle('Checkout');
  const { checkoutId = '' } = useParams();
  return (
    <SignedInOnly reason="Please sign in to upgrade your plan">
      {() => <LocalCheckoutPage key={checkoutId} checkoutId={checkoutId} />}
    </SignedInOnly>
  );
}
