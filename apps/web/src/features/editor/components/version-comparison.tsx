import type { PromptVersion } from '@promptnest/core';
import { Button } from '../../../components/ui/button';
import { RestoreIcon } from '../../../components/ui/app-icons';
import { WordDiff } from './word-diff';

export interface CurrentText {
  title: string;
  description: string;
  content: string;
  tags: string[];
}

interface VersionComparisonProps {
  version: PromptVersion;
  current: CurrentText;
  isRestoring: boolean;
  onRestore: () => void;
}

/** One version against the current text: what restoring it would bring back (struck through) and take away (highlighted). */
export function VersionComparison({ version, current, isRestoring, onRestore }: VersionComparisonProps) {
  const fields = [
    { name: 'Title', before: version.title, after: current.title },
    { name: 'Description', before: version.description, after: current.description },
    { name: 'Content', before: version.content, after: current.content },
    { name: 'Tags', before: version.tags.join(', '), after: current.tags.join(', ') },
  ];
  const differing = fields.filter((field) => field.before !== field.after);
  return (
    <section aria-label="Difference from the current text" className="grid min-w-0 content-start gap-3">
      <p className="text-sm text-muted-foreground">
        Struck through: only in this version. Highlighted: added since.
      </p>
      {differing.length === 0 ? (
        <p className="rounded-lg border bg-background p-3 text-sm">This version is the same as the current text.</p>
      ) : (
        differing.map((field) => (
          <div key={field.name} className="grid gap-1">
            <h3 className="text-sm font-semibold">{field.name}</h3>
            <WordDiff before={field.before} after={field.after} label={`${field.name}: changes since this version`} />
          </div>
        ))
      )}
      <div>
        <Button onClick={onRestore} isLoading={isRestoring} disabled={differing.length === 0}>
          <RestoreIcon />
          Restore this version
        </Button>
      </div>
    </section>
  );
}
