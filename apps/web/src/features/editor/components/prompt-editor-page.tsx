import { AppError } from '@promptnest/core';
import { useParams } from 'react-router';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePrompt } from '../../../components/use-prompt';
import { PromptEditor } from './prompt-editor';
import { PromptNotFound } from './prompt-not-found';

/** /app/prompt/new, /app/prompt/:id and /app/prompt/edit/:id. */
export function PromptEditorPage() {
  const { id } = useParams();
  const query = usePrompt(id);
  useDocumentTitle(id ? query.data?.title || 'Edit Prompt' : 'New Prompt');

  if (!id) return <PromptEditor key="new" />;
  // A prompt once loaded stays editable while a background refresh fails.
  if (query.data) return <PromptEditor key={id} prompt={query.data} />;
  if (query.isValidId && query.isPending) return <LoadingState />;
  const isMissing = !query.isValidId || (query.error instanceof AppError && query.error.code === 'NOT_FOUND');
  if (isMissing || !query.error) return <PromptNotFound />;
  return <PromptNotFound failure={{ message: query.error.message, retry: () => void query.refetch() }} />;
}
