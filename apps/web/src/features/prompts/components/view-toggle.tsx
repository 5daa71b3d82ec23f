import { GridIcon, ListIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import type { ViewMode } from '../hooks/use-view-mode';

interface ViewToggleProps {
  value: ViewMode;
  onChange: (next: ViewMode) => void;
}

const options = [
  { mode: 'grid', label: 'Grid view', Icon: GridIcon },
  { mode: 'list', label: 'List view', Icon: ListIcon },
] as const;

/** Two toggle buttons: 'Grid view' and 'List view'; the current one is pressed. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-lg border bg-card p-0.5 shadow-xs">
      {options.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-label={label}
          aria-pressed={value === mode}
          title={label}
          onClick={() => onChange(mode)}
          className={cn(
            'grid size-8 cursor-pointer pointer-coarse:size-10 max-sm:size-10 place-items-center rounded-md transition-colors',
            value === mode ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
