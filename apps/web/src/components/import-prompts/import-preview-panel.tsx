import type { ImportPreview } from '@promptnest/core';
import { openUpgradeDialog } from '../../lib/app-events';
import { Button } from '../ui/button';
import { formatName, overLimitText, statusNames } from './import-texts';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/** What an import would do: the counts, the first rows, each invalid row with its message, and Upgrade when rows do not fit. */
export function ImportPreviewPanel({ preview, fileName }: { preview: ImportPreview; fileName: string }) {
  const overLimit = preview.overLimit.prompts + preview.overLimit.templates;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{fileName}</span> · {formatName(preview.format)} · {preview.total.toLocaleString('en-US')} {preview.total === 1 ? 'row' : 'rows'}
      </p>
      <dl aria-label="Import preview" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Count label="New" value={preview.new} />
        <Count label="Duplicates" value={preview.duplicates} />
        <Count label="Invalid" value={preview.invalidCount} />
        <Count label="Over the limit" value={overLimit} />
      </dl>
      {overLimit > 0 && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          <span>{overLimitText(preview.overLimit)}</span>
          <Button size="sm" onClick={openUpgradeDialog}>
            Upgrade
          </Button>
        </div>
      )}
      {preview.duplicates > 0 && <p className="text-sm text-muted-foreground">Duplicates have the same title and content as a prompt in your library (or earlier in the file) and are skipped.</p>}
      <div className="max-h-64 overflow-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">First rows of the file</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">#</th>
              <th scope="col" className="px-3 py-2 font-medium">Title</th>
              <th scope="col" className="px-3 py-2 font-medium max-sm:hidden">Tags</th>
              <th scope="col" className="px-3 py-2 font-medium">Status</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.row} className="border-t align-top">
                <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.row}</td>
                <td className="px-3 py-2 break-words">
                  {row.title}
                  {row.isTemplate && <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs">Template</span>}
                </td>
                <td className="px-3 py-2 text-muted-foreground max-sm:hidden">{row.tags.join(', ')}</td>
                <td className="px-3 py-2 whitespace-nowrap">{statusNames[row.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.invalid.length > 0 && (
        <section aria-labelledby="import-invalid-heading" className="grid gap-1">
          <h3 id="import-invalid-heading" className="text-sm font-medium">
            Not imported: invalid rows
          </h3>
          <ul className="max-h-40 overflow-auto text-sm">
            {preview.invalid.map((row) => (
              <li key={row.row}>
                Row {row.row}, {row.title}: <span className="text-destructive-text">{row.message}</span>
              </li>
            ))}
          </ul>
          {preview.invalidCount > preview.invalid.length && <p className="text-xs text-muted-foreground">And {preview.invalidCount - preview.invalid.length} more.</p>}
        </section>
      )}
    </div>
  );
}
