import { describeVersionChange, versionReasonLabels, type PromptVersionSummary } from '@promptnest/core';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { cn } from '../../../lib/cn';

interface VersionListProps {
  versions: PromptVersionSummary[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/** Versions newest first: when, how, and what changed in a few words. */
export function VersionList({ versions, selectedId, onSelect, hasMore, isLoadingMore, onLoadMore }: VersionListProps) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <ul aria-label="Versions" className="grid max-h-[40dvh] gap-1 overflow-y-auto md:max-h-[60dvh]">
        {versions.map((version, index) => {
          const change = describeVersionChange(version);
          const isSelected = version.id === selectedId;
          return (
            <li key={version.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(version.id)}
                className={cn(
                  'grid w-full cursor-pointer gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isSelected ? 'border-primary bg-accent text-accent-foreground hover:bg-accent' : 'border-transparent',
                )}
              >
                <time dateTime={version.savedAt} className="font-medium">
                  {formatDateTime(version.savedAt)}
                </time>
                <span>{index === 0 ? `${versionReasonLabels[version.reason]} · current` : versionReasonLabels[version.reason]}</span>
                {change && <span className="text-muted-foreground">{change}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Button variant="ghost" size="sm" onClick={onLoadMore} isLoading={isLoadingMore}>
          Show older versions
        </Button>
      )}
    </div>
  );
}
