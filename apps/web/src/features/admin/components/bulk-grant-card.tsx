import { adminMessages, bulkGrantSchema, parseBulkEmails, type BulkGrantResult } from '@promptnest/core';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { MailIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/textarea';
import { useBulkGrant } from '../api/use-bulk-grant';
import { toastAdminError, toastInvalidInput } from '../admin-toasts';
import { AdminCard } from './admin-card';
import { BulkGrantResults } from './bulk-grant-results';
import { defaultGrantOptions, durationOf, GrantOptions } from './grant-options';

/** Spec §2 "Bulk Grant Subscriptions": one e-mail per line; blank lines and lines without '@' are skipped (spec §5). */
export function BulkGrantCard() {
  const textareaId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState(defaultGrantOptions);
  const [results, setResults] = useState<BulkGrantResult[] | null>(null);
  const bulkGrant = useBulkGrant();
  const keptCount = parseBulkEmails(text).length;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = bulkGrantSchema.safeParse({ emails: parseBulkEmails(text), tier: options.tier, durationDays: durationOf(options) });
    if (!parsed.success) {
      toastInvalidInput(parsed.error.issues[0]?.message ?? adminMessages.noValidEmails.description);
      return;
    }
    bulkGrant.mutate(parsed.data, {
      onSuccess: ({ results: answered }) => {
        setResults(answered);
        const granted = answered.filter((result) => result.outcome === 'granted').length;
        toast.success('Bulk grant complete', { description: `Granted ${options.tier} to ${granted} of ${answered.length} addresses.` });
      },
      onError: (error) => toastAdminError(error, adminMessages.bulkGrantFailed),
    });
  }

  return (
    <AdminCard
      title="Bulk Grant Subscriptions"
      description="The same plan and duration for many existing accounts at once."
      Icon={MailIcon}
    >
      <form noValidate onSubmit={handleSubmit} aria-label="Bulk Grant Subscriptions" className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={textareaId}>Email addresses</Label>
          <Textarea
            id={textareaId}
            aria-describedby={hintId}
            rows={5}
            spellCheck={false}
            placeholder={'ada@example.com\ngrace@example.com'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="font-mono"
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            One per line. {keptCount === 1 ? '1 address' : `${keptCount} addresses`} ready.
          </p>
        </div>
        <GrantOptions value={options} onChange={setOptions} />
        <Button type="submit" className="justify-self-start" isLoading={bulkGrant.isPending}>
          Grant to All
        </Button>
      </form>
      {results && <BulkGrantResults results={results} />}
    </AdminCard>
  );
}
