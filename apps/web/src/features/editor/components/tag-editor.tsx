import { useId, useState, type KeyboardEvent } from 'react';
import { XIcon } from '../../../components/ui/app-icons';
import { Input } from '../../../components/ui/input';
import { loadPromptChecks } from '../load-prompt-checks';

interface TagEditorProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/**
 * Spec §5 "Tags": Enter or leaving the field adds the trimmed tag, if it is not empty and not already
 * there; the core tag rules decide what is allowed and word the refusal.
 */
export function TagEditor({ tags, onChange }: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();

  async function addTag() {
    const tag = draft.trim();
    if (!tag || tags.includes(tag)) {
      setDraft('');
      setError(undefined);
      return;
    }
    // The checks come with the editor's (load-prompt-checks.ts); without them the server still refuses with the same words.
    const refusal = (await loadPromptChecks().catch(() => null))?.checkTags([...tags, tag]);
    if (refusal) {
      setError(refusal);
      return;
    }
    onChange([...tags, tag]);
    // Whatever was typed while the checks were on their way stays.
    setDraft((current) => (current.trim() === tag ? '' : current));
    setError(undefined);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void addTag();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        {tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm font-medium text-secondary-foreground"
              >
                <span className="truncate">{tag}</span>
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                  className="-my-2 -mr-1 grid size-6 shrink-0 cursor-pointer pointer-coarse:size-10 max-sm:size-10 place-items-center rounded-full hover:bg-secondary-hover focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <XIcon className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Input
          aria-label="Add tag"
          placeholder="Add tag..."
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => void addTag()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-8 pointer-coarse:h-10 max-sm:h-10 sm:max-w-56"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      )}
    </div>
  );
}
