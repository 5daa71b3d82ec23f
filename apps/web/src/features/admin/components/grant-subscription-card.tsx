import { adminMessages, grantSubscriptionSchema, type TestSubscription } from '@promptnest/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { SparklesIcon, UserIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { useGrantSubscription } from '../api/use-grant-subscription';
import { toastAdminError, toastInvalidInput } from '../admin-toasts';
import { AdminCard } from './admin-card';
import { defaultGrantOptions, durationOf, GrantOptions } from './grant-options';

/** Spec §9: Grant to Self fires 100 ms after the e-mail is filled, so the admin sees whom it went to. */
const GRANT_TO_SELF_DELAY_MS = 100;

/** Spec §2 "Grant Test Subscription": one account (or the admin's own, with Grant to Self), a tier and a duration. */
export function GrantSubscriptionCard() {
  const { data: session } = useSession();
  const [email, setEmail] = useState('');
  const [options, setOptions] = useState(defaultGrantOptions);
  const grant = useGrantSubscription();
  const selfTimer = useRef<{ id?: number }>({});

  useEffect(() => {
    const timer = selfTimer.current;
    return () => window.clearTimeout(timer.id);
  }, []);

  function sendGrant(target: string) {
    const parsed = grantSubscriptionSchema.safeParse({ email: target, tier: options.tier, durationDays: durationOf(options) });
    if (!parsed.success) {
      toastInvalidInput(parsed.error.issues[0]?.message ?? adminMessages.emailRequired.description);
      return;
    }
    grant.mutate(parsed.data, {
      onSuccess: (subscription: TestSubscription) => {
        toast.success('Test subscription granted', {
          description: `${subscription.email} has ${subscription.tier} until ${formatDate(subscription.subscriptionEnd)}.`,
        });
        setEmail('');
      },
      onError: (error) => toastAdminError(error, adminMessages.grantFailed),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sendGrant(email);
  }

  function handleGrantToSelf() {
    const ownEmail = session?.user?.email;
    if (!ownEmail) return;
    setEmail(ownEmail);
    window.clearTimeout(selfTimer.current.id);
    selfTimer.current.id = window.setTimeout(() => sendGrant(ownEmail), GRANT_TO_SELF_DELAY_MS);
  }

  return (
    <AdminCard
      title="Grant Test Subscription"
      description="Gives an existing account a plan for a while, without payment. It ends by itself."
      Icon={SparklesIcon}
    >
      <form noValidate onSubmit={handleSubmit} aria-label="Grant Test Subscription" className="grid gap-4">
        <FormField
          label="Email"
          type="email"
          name="grant-email"
          autoComplete="off"
          placeholder="name@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <GrantOptions value={options} onChange={setOptions} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={grant.isPending}>
            Grant Subscription
          </Button>
          <Button variant="outline" disabled={!session?.user || grant.isPending} onClick={handleGrantToSelf}>
            <UserIcon />
            Grant to Self
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
