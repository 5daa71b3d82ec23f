import { toast } from '../../../lib/toast';
import { DownloadIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useUsage } from '../../../components/use-usage';
import { useExportPrompts, type ExportFile } from '../api/use-export-prompts';
import { accountToasts, exportedDescription } from '../toasts';
import { AccountCard } from './account-card';

/** Hands the file to the browser as a download under the server's file name. */
function saveFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Spec §2 "Data Export": every prompt and template in one CSV file (spec §9 columns). */
export function DataExportCard() {
  const { data: usage } = useUsage();
  const exportPrompts = useExportPrompts();
  const count = usage ? usage.prompts.used + usage.templates.used : 0;

  function handleExport() {
    exportPrompts.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file);
        toast.success(accountToasts.exportSuccessful, { description: exportedDescription(count) });
      },
      onError: () => toast.error(accountToasts.exportFailed.title, { description: accountToasts.exportFailed.description }),
    });
  }

  return (
    <AccountCard title="Data Export" Icon={DownloadIcon} description="Download all of your prompts and templates as a CSV file.">
      <Button variant="outline" disabled={count === 0} isLoading={exportPrompts.isPending} onClick={handleExport}>
        {!exportPrompts.isPending && <DownloadIcon />}
        Export {count} {count === 1 ? 'Prompt' : 'Prompts'} to CSV
      </Button>
    </AccountCard>
  );
}
