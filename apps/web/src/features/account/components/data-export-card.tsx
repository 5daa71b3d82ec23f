import { toast } from '../../../lib/toast';
import { DownloadIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useUsage } from '../../../components/use-usage';
import { useExportPrompts, type ExportFile, type ExportKind } from '../api/use-export-prompts';
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

/**
 * Spec §2 "Data Export": every prompt and template in one CSV file (spec §9 columns). Beside it, the
 * lossless exports: PromptNest JSON (everything a prompt has) and Markdown files in a .zip.
 */
export function DataExportCard() {
  const { data: usage } = useUsage();
  const exportPrompts = useExportPrompts();
  const count = usage ? usage.prompts.used + usage.templates.used : 0;
  const running = exportPrompts.isPending ? exportPrompts.variables : undefined;

  function handleExport(kind: ExportKind) {
    exportPrompts.mutate(kind, {
      onSuccess: (file) => {
        saveFile(file);
        toast.success(accountToasts.exportSuccessful, { description: exportedDescription(count, kind) });
      },
      onError: () => toast.error(accountToasts.exportFailed.title, { description: accountToasts.exportFailed.description }),
    });
  }

  const exportButton = (kind: ExportKind, label: string, variant: 'outline' | 'ghost') => (
    <Button variant={variant} disabled={count === 0 || (exportPrompts.isPending && running !== kind)} isLoading={running === kind} onClick={() => handleExport(kind)}>
      {running !== kind && <DownloadIcon />}
      {label}
    </Button>
  );

  return (
    <AccountCard title="Data Export" Icon={DownloadIcon} description="Download all of your prompts and templates as a CSV file.">
      <div className="flex flex-wrap gap-2">
        {exportButton('csv', `Export ${count} ${count === 1 ? 'Prompt' : 'Prompts'} to CSV`, 'outline')}
        {exportButton('json', 'Export JSON', 'outline')}
        {exportButton('markdown', 'Export Markdown (.zip)', 'outline')}
      </div>
    </AccountCard>
  );
}
