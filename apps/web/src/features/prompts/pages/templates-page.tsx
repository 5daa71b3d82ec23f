import { Link } from 'react-router';
import { PlusIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoTemplates } from '../components/empty-states';
import { PageHeader } from '../components/page-header';
import { PromptListView } from '../components/prompt-list-view';
import { StarterTemplates } from '../components/starter-templates';
import { ViewToggle } from '../components/view-toggle';
import { useViewMode } from '../hooks/use-view-mode';

/** /app/templates: prompts with {{variables}} or flagged as templates. */
export function TemplatesPage() {
  useDocumentTitle('Templates');
  const { viewMode, setViewMode } = useViewMode();

  return (
    <>
      <PageHeader
        title="Templates"
        description="Reusable prompts with variables to fill in."
        actions={
          <>
            <ViewToggle value={viewMode} onChange={setViewMode} />
            <Link to="/app/prompt/new" className={buttonClassName('primary', 'md')}>
              <PlusIcon />
              New Template
            </Link>
          </>
        }
      />
      <PromptListView filter={{ view: 'templates' }} viewMode={viewMode} label="Templates" empty={<NoTemplates />} />
      <StarterTemplates />
    </>
  );
}
