import { parseVariables, setVariableSpec, type TemplateVariable, type VariableSpec } from '@promptnest/core';
import { lazy, useMemo, useState } from 'react';
import { OnDemand } from '../../../components/on-demand';

// The form and Radix's dialog load on the first click of a chip (components/on-demand.tsx).
const VariableSpecDialog = lazy(() => import('./variable-spec-dialog'));

interface VariableChipsProps {
  content: string;
  onContentChange: (content: string) => void;
}

const typeNames: Record<VariableSpec['type'], string> = {
  text: 'Text',
  textarea: 'Long text',
  select: 'Choice',
  number: 'Number',
  checkbox: 'Switch',
  date: 'Date',
  url: 'Web address',
  email: 'E-mail',
};

/**
 * The template's variables as chips under the text; a chip opens a small form that writes the typed
 * syntax for the person, who never has to learn it (docs/decisions/0019-typed-variables.md).
 */
export function VariableChips({ content, onContentChange }: VariableChipsProps) {
  const variables = useMemo(() => parseVariables(content), [content]);
  const [editing, setEditing] = useState<TemplateVariable | null>(null);
  if (variables.length === 0) return null;

  function save(spec: VariableSpec) {
    if (!editing) return;
    onContentChange(setVariableSpec(content, editing.name, spec));
    setEditing(null);
  }

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2" role="group" aria-label="Variables">
      <span className="text-xs font-medium text-muted-foreground">Variables</span>
      {variables.map((variable) => (
        <button
          key={variable.name}
          type="button"
          onClick={() => setEditing(variable)}
          aria-label={`Set up ${variable.name}: ${typeNames[variable.type ?? 'text']}`}
          className="inline-flex h-8 max-w-full min-w-0 cursor-pointer items-center gap-1.5 rounded-full border bg-accent/60 px-3 text-sm text-accent-foreground transition-colors hover:bg-accent pointer-coarse:h-10 max-sm:h-10"
        >
          <span className="min-w-0 truncate font-mono">{variable.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{typeNames[variable.type ?? 'text']}</span>
        </button>
      ))}
      <OnDemand when={editing !== null}>
        <VariableSpecDialog editing={editing} typeNames={typeNames} onSave={save} onClose={() => setEditing(null)} />
      </OnDemand>
    </div>
  );
}
