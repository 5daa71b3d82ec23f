import type { PromptCard } from '@promptnest/core';
import { VisuallyHidden } from 'radix-ui';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { SearchIcon } from '../../../components/ui/app-icons';
import { usePaletteSearch } from '../hooks/use-palette-search';
import { listActions, matchActions } from '../palette-actions';
import { commandKeyName } from '../shortcuts';
import { copyFilledText } from '../copy-filled-text';
import { PaletteFillForm } from './palette-fill-form';
import { type PaletteOption, PaletteResults } from './palette-results';

interface CommandPaletteProps {
  onClose: () => void;
  onShowShortcuts: () => void;
}

/**
 * Ctrl/Cmd+K: search the whole library as you type, open a prompt, fill and copy a template, or run an
 * action, all from the keyboard. A combobox over a listbox (WAI-ARIA's pattern): focus stays in the field.
 */
export default function CommandPalette({ onClose, onShowShortcuts }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [commandKey] = useState(commandKeyName);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [filling, setFilling] = useState<PromptCard | null>(null);
  const search = usePaletteSearch(text);
  const actions = useMemo(() => matchActions(listActions(onShowShortcuts), text), [onShowShortcuts, text]);
  const options: PaletteOption[] = [...search.items.map((prompt) => ({ kind: 'prompt' as const, prompt })), ...actions.map((action) => ({ kind: 'action' as const, action }))];
  const activeIndex = Math.min(active, options.length - 1);
  const activeOption = options[activeIndex];
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  function choose(option: PaletteOption | undefined) {
    if (!option) return;
    onClose();
    if (option.kind === 'prompt') void navigate(`/app/prompt/${option.prompt.id}`);
    else if (option.action.to) void navigate(option.action.to);
    else option.action.run?.();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1 };
    const move = moves[event.key];
    if (move !== undefined && options.length > 0) {
      event.preventDefault();
      setActive((move + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Tab' && !event.shiftKey && activeOption?.kind === 'prompt' && activeOption.prompt.isTemplate) {
      event.preventDefault();
      setFilling(activeOption.prompt);
    }
  }

  async function handleCopy(filled: string) {
    if (await copyFilledText(filled)) onClose();
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        placement="top"
        size="lg"
        aria-describedby={undefined}
        // Escape steps back from a form to the results; from the results it closes the palette.
        onEscapeKeyDown={(event) => {
          if (!filling) return;
          event.preventDefault();
          setFilling(null);
        }}
      >
        <VisuallyHidden.Root asChild>
          <DialogTitle>Command palette</DialogTitle>
        </VisuallyHidden.Root>
        {filling ? (
          <PaletteFillForm card={filling} commandKey={commandKey} onBack={() => setFilling(null)} onCopy={(filled) => void handleCopy(filled)} />
        ) : (
          <>
            <div className="-mt-2 flex min-w-0 items-center gap-2 border-b pr-8">
              <SearchIcon className="size-5 text-muted-foreground" />
              <input
                role="combobox"
                aria-label="Search prompts and actions"
                aria-expanded={options.length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
                autoFocus
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setActive(0);
                }}
                onKeyDown={handleKeyDown}
                placeholder="Search your prompts..."
                className="h-12 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground/80"
              />
            </div>
            {options.length > 0 && (
              <PaletteResults id={listId} options={options} activeIndex={activeIndex} optionId={optionId} onHover={setActive} onChoose={(index) => choose(options[index])} />
            )}
            <p role="status" className="-mb-2 border-t pt-3 text-xs text-muted-foreground">
              {statusOf(text, search, options.length)}
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function statusOf(text: string, search: ReturnType<typeof usePaletteSearch>, count: number): string {
  if (text.trim() === '') return 'Type to search your library. ↑ ↓ to move, Enter to open, Tab to fill a template.';
  if (search.isError) return 'Search failed. Try again.';
  if (search.isSearching) return 'Searching…';
  if (search.items.length === 0) return count > 0 ? 'No prompts found' : 'No prompts or actions found';
  return `${search.items.length} ${search.items.length === 1 ? 'prompt' : 'prompts'} found`;
}
