import { useState } from 'react';
import { LoadingState } from '../../../components/ui/spinner';
import { usePromptVersion } from '../api/use-prompt-version';
import { usePromptVersions } from '../api/use-prompt-versions';
import { VersionComparison, type CurrentText } from './version-comparison';
import { VersionList } from './version-list';

interface HistoryPanelProps {
  promptId: string;
  current: CurrentText;
  isRestoring: boolean;
  onRestore: (versionId: string) => void;
}

/**
 * The history dialog's body (docs/decisions/0016-version-history.md), loaded only when History opens: it
 * brings jsdiff with it.
 */
export default function HistoryPanel({ promptId, current, isRestoring, onRestore }: HistoryPanelProps) {
  const versions = usePromptVersions(promptId);
  const [selectedId, setSelectedId] = useState<string>();
  const selected = usePromptVersion(promptId, selectedId);

  if (versions.isPending) return <LoadingState />;
  if (versions.isError) return <p role="alert" className="text-sm text-destructive-text">{versions.error.message}</p>;
  const items = versions.data.pages.flatMap((page) => page.items);
  return (
    <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
      <VersionList
        versions={items}
        selectedId={selectedId}
        onSelect={setSelectedId}
        hasMore={versions.hasNextPage}
        isLoadingMore={versions.isFetchingNextPage}
        onLoadMore={() => void versions.fetchNextPage()}
      />
      {selectedId === undefined && <p className="text-sm text-muted-foreground">Choose a version to see how it differs from the current text.</p>}
      {selectedId !== undefined && selected.isPending && <LoadingState />}
      {selected.isError && <p role="alert" className="text-sm text-destructive-text">{selected.error.message}</p>}
      {selected.data && selected.data.id === selectedId && (
        <VersionComparison version={selected.data} current={current} isRestoring={isRestoring} onRestore={() => onRestore(selected.data.id)} />
      )}
    </div>
  );
}
