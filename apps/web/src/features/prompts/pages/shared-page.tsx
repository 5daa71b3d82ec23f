import { useDocumentTitle } from '../../../lib/use-document-title';
import { CopyLinkButton } from '../components/copy-link-button';
import { NoSharedPrompts } from '../components/empty-states';
import { PageHeader } from '../components/page-header';
import { PromptListView } from '../components/prompt-list-view';
import { ViewToggle } from '../components/view-toggle';
import { useViewMode } from '../hooks/use-view-mode';

/** /app/shared: prompts with a public link, each with Copy Link. */
export function SharedPage() {
  useDocumentTitle('Shared Prompts');
  const { viewMode, setViewMode } = useViewMode();

  return (
    <>
      <PageHeader
        title="Shared Prompts"
        description="Anyone with the link can view these prompts."
        actions={<ViewToggle value={viewMode} onChange={setViewMode} />}
      />
      <PromptListView
        filter={{ view: 'shared' }}
        viewMode={viewMode}
        label="Shared Prompts"
        empty={<NoSharedPrompts />}
        renderActions={(prompt) => prompt.shareId && <CopyLinkButton shareId={prompt.shareId} />}
      />
    </>
  );
}
