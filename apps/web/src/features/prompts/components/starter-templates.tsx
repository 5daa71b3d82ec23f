import type { StarterCategory, StarterPrompt } from '@promptnest/core';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { openLimitDialogFor } from '../../../lib/app-events';
import { useCopyStarter, useStarters } from '../api/use-starters';

const groups: Array<{ category: StarterCategory; title: string }> = [
  { category: 'quick-starters', title: 'Quick starters' },
  { category: 'popular-templates', title: 'Popular templates' },
];

/**
 * Pre-made templates: browsable by every account, copied into the library on use.
 * They are not part of the user's own lists and do not count toward limits until copied.
 */
export function StarterTemplates() {
  const starters = useStarters();
  if (!starters.data || starters.data.items.length === 0) return null;
  return (
    <section id="starters" aria-labelledby="starters-heading" className="mt-12 grid scroll-mt-6 gap-6">
      <div>
        <h2 id="starters-heading" className="text-lg font-semibold tracking-tight">Starter templates</h2>
        <p className="text-sm text-muted-foreground">Ready-made templates from PromptNest. Use one to copy it into your library and make it yours.</p>
      </div>
      {groups.map(({ category, title }) => (
        <div key={category} className="grid gap-3">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {starters.data.items
              .filter((starter) => starter.category === category)
              .map((starter) => (
                <li key={starter.id}>
                  <StarterCard starter={starter} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** How many starters the empty library's welcome offers; the Templates page lists them all. */
const WELCOME_PICKS = 3;

/** A few starters in the empty library's welcome, so a new user can begin from one in a click. */
export function WelcomeStarters() {
  const starters = useStarters();
  if (!starters.data || starters.data.items.length === 0) return null;
  return (
    <section aria-labelledby="welcome-starters-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id="welcome-starters-heading" className="text-lg font-semibold tracking-tight">Or start from a template</h2>
          <p className="text-sm text-muted-foreground">Use one to copy it into your library and make it yours.</p>
        </div>
        <Link to="/app/templates#starters" className={buttonClassName('link')}>
          All starter templates
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {starters.data.items.slice(0, WELCOME_PICKS).map((starter) => (
          <li key={starter.id}>
            <StarterCard starter={starter} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A starter and its 'Use template' action; `Heading` fits the card under the heading above it. */
function StarterCard({ starter, Heading = 'h4' }: { starter: StarterPrompt; Heading?: 'h3' | 'h4' }) {
  const copy = useCopyStarter();
  const navigate = useNavigate();
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <Heading className="font-medium">{starter.title}</Heading>
      <p className="flex-1 text-sm text-muted-foreground">{starter.description}</p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={`Use template ${starter.title}`}
        isLoading={copy.isPending}
        onClick={async () => {
          // Awaited, not mutate()'s callbacks: in the empty library's welcome the copy refreshes the list,
          // the library is no longer empty and this card unmounts, and TanStack Query drops the callbacks of
          // an unmounted caller (the user stayed on the list with no word). The promise resolves regardless.
          try {
            const prompt = await copy.mutateAsync(starter.id);
            toast.success('Prompt created successfully');
            void navigate(`/app/prompt/${prompt.id}`);
          } catch (error) {
            if (!openLimitDialogFor(error)) toast.error('Error', { description: 'Failed to create prompt' });
          }
        }}
      >
        Use template
      </Button>
    </Card>
  );
}
