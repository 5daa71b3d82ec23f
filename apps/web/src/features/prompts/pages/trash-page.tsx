import type { PromptCard } from '@promptnest/core';
import { lazy, Suspense, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTrash } from '../api/use-trash';
import { TrashEmpty } from '../components/empty-states';
import { ListError } from '../components/list-error';
import { TrashSkeleton } from '../components/list-skeleton';
import { PageHeader } from '../components/page-header';
import { TrashItem } from '../components/trash-item';
import { TRASH_RETENTION_DAYS } from '../trash-retention';

// Radix's dialog loads with the first Delete Forever, not with the page (docs/decisions/0021-offline-app.md, "Bundle size").
const DeleteForeverDialog = lazy(async () => ({ default: (await import('../components/delete-forever-dialog')).DeleteForeverDialog }));

/** /app/trash: deleted prompts, restorable for 30 days. */
export function TrashPage() {
  useDocumentTitle('Trash');
  const trash = useTrash();
  const [toDelete, setToDelete] = useState<PromptCard | null>(null);
  const [hasAskedToDelete, setHasAskedToDelete] = useState(false);
  const askToDelete = (prompt: PromptCard) => {
    setHasAskedToDelete(true);
    setToDelete(prompt);
  };

  return (
    <>
      <PageHeader
        title="Trash"
        description={`Deleted prompts are removed for good after ${TRASH_RETENTION_DAYS} days.`}
      />
      {trash.isPending ? (
        <TrashSkeleton />
      ) : trash.isError && !trash.data ? (
        <ListError onRetry={() => void trash.refetch()} isRetrying={trash.isRefetching} />
      ) : trash.data.items.length === 0 ? (
        <TrashEmpty />
      ) : (
        <ul aria-label="Deleted prompts" className="grid grid-cols-1 gap-3">
          {trash.data.items.map((prompt) => (
            <li key={prompt.id}>
              <TrashItem prompt={prompt} now={trash.dataUpdatedAt} onDeleteForever={askToDelete} />
            </li>
          ))}
        </ul>
      )}
      {hasAskedToDelete && (
        <Suspense>
          <DeleteForeverDialog prompt={toDelete} onClose={() => setToDelete(null)} />
        </Suspense>
      )}
    </>
  );
}
