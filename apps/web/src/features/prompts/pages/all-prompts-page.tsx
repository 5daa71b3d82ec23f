import { Link, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoPromptsFound, WelcomeState } from '../components/empty-states';
import { PageHeader } from '../components/page-header';
import { PromptListView } from '../components/prompt-list-view';
import { ViewToggle } from '../components/view-toggle';
import { useViewMode } from '../hooks/use-view-mode';

/** /app: every prompt, or those with ?tag=, or those matching ?q= (the top bar's search). */
export function AllPromptsPage() {
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag')?.trim() || undefined;
  const q = searchParams.get('q')?.trim() || undefined;
  const title = tag ? `Prompts tagged with ${tag}` : 'All Prompts';
  useDocumentTitle(title);
  const { viewMode, setViewMode } = useViewMode();

  return (
    <>
      <PageHeader
        title={title}
        eyebrow={
          tag && (
            <Link to="/app" className={buttonClassName('link')}>
              <ArrowLeftIcon />
              Back to all prompts
            </Link>
          )
        }
        description={q && `Results for “${q}”`}
        actions={<ViewToggle value={viewMode} onChange={setViewMode} />}
      />
      <PromptListView
        filter={{ view: 'all', tag, q }}
        viewMode={viewMode}
        label={q ? `Results for ${q}` : title}
        empty={tag || q ? <NoPromptsFound /> : <WelcomeState />}
      />
    </>
  );
}
