import { Link } from 'react-router';
import { PlusIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoFavorites } from '../components/empty-states';
import { PageHeader } from '../components/page-header';
import { PromptListView } from '../components/prompt-list-view';
import { ViewToggle } from '../components/view-toggle';
import { useViewMode } from '../hooks/use-view-mode';

/** /app/favorites: the starred prompts. */
export function FavoritesPage() {
  useDocumentTitle('Favorites');
  const { viewMode, setViewMode } = useViewMode();

  return (
    <>
      <PageHeader
        title="Favorites"
        description="The prompts you starred."
        actions={
          <>
            <ViewToggle value={viewMode} onChange={setViewMode} />
            <Link to="/app/prompt/new" className={buttonClassName('primary', 'md')}>
              <PlusIcon />
              New Prompt
            </Link>
          </>
        }
      />
      <PromptListView filter={{ view: 'favorites' }} viewMode={viewMode} label="Favorites" empty={<NoFavorites />} />
    </>
  );
}
