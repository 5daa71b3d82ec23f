import type { PromptCard } from '@promptnest/core';
import { BracesIcon, LibraryIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import type { PaletteAction } from '../palette-actions';

export type PaletteOption = { kind: 'prompt'; prompt: PromptCard } | { kind: 'action'; action: PaletteAction };

interface PaletteResultsProps {
  id: string;
  options: PaletteOption[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}

/**
 * The palette's listbox: the library's matches, then the actions. Focus stays in the combobox; the active
 * option is named by aria-activedescendant, so a screen reader reads each one as the arrows move.
 */
export function PaletteResults({ id, options, activeIndex, optionId, onHover, onChoose }: PaletteResultsProps) {
  const groups = [
    { label: 'Prompts', indexes: options.flatMap((option, i) => (option.kind === 'prompt' ? [i] : [])) },
    { label: 'Actions', indexes: options.flatMap((option, i) => (option.kind === 'action' ? [i] : [])) },
  ].filter((group) => group.indexes.length > 0);

  return (
    <div role="listbox" id={id} aria-label="Prompts and actions" className="-mx-2 grid min-w-0 gap-2 overflow-y-auto">
      {groups.map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className="grid min-w-0 gap-0.5">
          <div aria-hidden="true" className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
            {group.label}
          </div>
          {group.indexes.map((index) => {
            const option = options[index];
            return option && <Option key={optionId(index)} id={optionId(index)} option={option} isActive={index === activeIndex} onHover={() => onHover(index)} onChoose={() => onChoose(index)} />;
          })}
        </div>
      ))}
    </div>
  );
}

interface OptionProps {
  id: string;
  option: PaletteOption;
  isActive: boolean;
  onHover: () => void;
  onChoose: () => void;
}

function Option({ id, option, isActive, onHover, onChoose }: OptionProps) {
  const Icon = option.kind === 'action' ? option.action.icon : option.prompt.isTemplate ? BracesIcon : LibraryIcon;
  const isTemplate = option.kind === 'prompt' && option.prompt.isTemplate;
  return (
    <div
      role="option"
      id={id}
      aria-selected={isActive}
      // The pointer picks too; the keyboard never leaves the search field.
      onMouseMove={onHover}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={cn('flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm', isActive ? 'bg-accent text-accent-foreground' : 'text-foreground')}
    >
      <Icon className="size-4 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{option.kind === 'prompt' ? option.prompt.title : option.action.label}</span>
        {option.kind === 'prompt' && option.prompt.contentPreview && (
          <span className="block truncate text-xs text-muted-foreground">{option.prompt.contentPreview}</span>
        )}
      </span>
      {isTemplate && (
        <span className="shrink-0 rounded-md border px-1.5 py-0.5 text-xs text-muted-foreground">
          Template{isActive && <span className="max-sm:hidden"> · Tab to fill</span>}
        </span>
      )}
    </div>
  );
}
