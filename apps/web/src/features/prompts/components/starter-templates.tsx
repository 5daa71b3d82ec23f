import type { StarterCategory, StarterPrompt } from '@promptnest/core';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { openLimitDialogFor } from '../../../lib/app-events';
import { useCopyStarter, useStarters } from '../api/use-starters';

const groups: Array<{ category: StarterCategory; title: string }> = [
  { category: 'quick-starters', title: 'Quick starters' },
  { category: 'popular-templates', title: 'Popular templates' },
];

/**
 * Pre-made templates (DECISIONS.md): browsable by every account, copied into the library on use.
 * They are not part of the user's own lists and do not count toward limits until copied.
 */
export function StarterTemplates() {
  const starters = useStarters();
  if (!starters.data || starters.data.items.length === 0) return null;
  return (
    <section aria-labelledby="starters-heading" className="mt-12 grid gap-6">
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

function StarterCard({ starter }: { starter: StarterPrompt }) {
  const copy = useCopyStarter();
  const navigate = useNavigate();
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <h4 className="font-medium">{starter.title}</h4>
      <p className="flex-1 text-sm text-muted-foreground">{starter.description}</p>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={`Use template ${starter.title}`}
        isLoading={copy.isPending}
        onClick={() =>
          copy.mutate(starter.id, {
            onSuccess: (prompt) => {
              toast.success('Prompt created successfully');
              void navigate(`/app/prompt/${prompt.id}`);
            },
            onError: (error) => {
              if (!openLimitDialogFor(error)) toast.error('Error', { description: 'Failed to create prompt' });
            },
          })
        }
      >
        Use template
      </Button>
    </Card>
  );
}
