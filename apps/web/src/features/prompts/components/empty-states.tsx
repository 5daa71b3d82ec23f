import { Link } from 'react-router';
import { ImportPromptsButton } from '../../../components/import-prompts/import-prompts-button';
import { BracesIcon, InboxIcon, LibraryIcon, SearchIcon, ShareIcon, StarIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { EmptyState } from './empty-state';
import { WelcomeStarters } from './starter-templates';

const newPromptPath = '/app/prompt/new';

/** Spec §2: an empty library shows a welcome and 'Create Your First Prompt'; a few starters follow. */
export function WelcomeState() {
  return (
    <div className="grid gap-10">
      <EmptyState
        icon={<LibraryIcon className="size-6" />}
        title="Welcome to PromptNest!"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={newPromptPath} className={buttonClassName('primary', 'lg')}>
              Create Your First Prompt
            </Link>
            <ImportPromptsButton size="lg" />
          </div>
        }
      >
        Your library is empty. Save the prompts you use again and again, tag them, and find them in a second.
      </EmptyState>
      <WelcomeStarters />
    </div>
  );
}

/** Spec §2: a filter or search that matches nothing. */
export function NoPromptsFound() {
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title="No prompts found"
      action={
        <Link to="/app" className={buttonClassName('outline', 'md')}>
          View All Prompts
        </Link>
      }
    >
      Try another search or tag.
    </EmptyState>
  );
}

export function NoFavorites() {
  return (
    <EmptyState
      icon={<StarIcon className="size-6" />}
      title="No favorites yet"
      action={
        <Link to="/app" className={buttonClassName('outline', 'md')}>
          Browse prompts
        </Link>
      }
    >
      Star the prompts you reach for most and they will wait for you here.
    </EmptyState>
  );
}

export function NoTemplates() {
  return (
    <EmptyState
      icon={<BracesIcon className="size-6" />}
      title="No templates yet"
    >
      Create prompts with variables such as <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{'{{ name }}'}</code>{' '}
      and they will appear here as reusable templates.
    </EmptyState>
  );
}

export function NoSharedPrompts() {
  return (
    <EmptyState icon={<ShareIcon className="size-6" />} title="No shared prompts yet">
      Share a prompt from its page to get a public link anyone can open. Shared prompts are listed here.
    </EmptyState>
  );
}

export function TrashEmpty() {
  return (
    <EmptyState icon={<InboxIcon className="size-6" />} title="Trash is empty">
      Deleted prompts stay here for 30 days, then they are removed for good.
    </EmptyState>
  );
}
