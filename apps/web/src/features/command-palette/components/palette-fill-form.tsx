import { defaultValues, fillTemplate, parseVariables, type PromptCard } from '@promptnest/core';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { TemplateText } from '../../../components/template-text';
import { usePrompt } from '../../../components/use-prompt';
import { useRememberedValues } from '../../../components/use-remembered-values';
import { VariableField } from '../../../components/variable-field';
import { ArrowLeftIcon, CopyIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { KeyCaps } from './key-caps';

interface PaletteFillFormProps {
  card: PromptCard;
  commandKey: string;
  onBack: () => void;
  onCopy: (text: string) => void;
}

/**
 * A template's fill-in form inside the palette: the app's own field per variable (variable-field.tsx, so
 * typed controls come with it) in a slimmer layout than the full template form, and the text as filled.
 */
export function PaletteFillForm({ card, ...props }: PaletteFillFormProps) {
  const { data: prompt, isError } = usePrompt(card.id);
  // The form starts from what the person last filled in (kept with the account), and keeps what they fill now.
  const remembered = useRememberedValues(card.id);
  if (isError) return <p className="py-4 text-sm text-destructive">Template not found</p>;
  if (!prompt || remembered.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Spinner /> Loading {card.title}…
      </p>
    );
  }
  return <FillFields key={prompt.content} title={prompt.title} content={prompt.content} initialValues={remembered.values} onValuesChange={remembered.remember} {...props} />;
}

type FillFieldsProps = Omit<PaletteFillFormProps, 'card'> & {
  title: string;
  content: string;
  initialValues?: Record<string, string>;
  onValuesChange: (values: Record<string, string>) => void;
};

function FillFields({ title, content, commandKey, initialValues, onValuesChange, onBack, onCopy }: FillFieldsProps) {
  const variables = useMemo(() => parseVariables(content), [content]);
  const [values, setValues] = useState(() => ({ ...defaultValues(variables), ...initialValues }));
  const fieldsRef = useRef<HTMLDivElement>(null);
  const copy = () => onCopy(fillTemplate(content, values));

  useEffect(() => {
    fieldsRef.current?.querySelector<HTMLElement>('input, textarea, select, button, [tabindex="0"]')?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      copy();
    }
  }

  return (
    <div role="group" aria-label={`Fill in ${title}`} onKeyDown={handleKeyDown} className="grid min-w-0 gap-4">
      <div className="-mt-2 flex items-center gap-2 pr-8">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label="Back to results">
          <ArrowLeftIcon />
        </Button>
        <h3 className="min-w-0 truncate text-base font-semibold">{title}</h3>
      </div>
      <div ref={fieldsRef} className="grid gap-3">
        {variables.map((variable) => (
          <VariableField
            key={variable.name}
            variable={variable}
            value={values[variable.name] ?? ''}
            onChange={(value) => {
              const next = { ...values, [variable.name]: value };
              setValues(next);
              onValuesChange(next);
            }}
          />
        ))}
      </div>
      <div aria-label="Filled-in text" role="region" className="max-h-40 overflow-y-auto rounded-lg border bg-muted/50 p-3 text-sm break-words whitespace-pre-wrap">
        <TemplateText content={content} values={values} />
      </div>
      <div className="flex items-center justify-end gap-3">
        <span className="text-xs text-muted-foreground max-sm:hidden">
          <KeyCaps keys={[commandKey, 'Enter']} />
        </span>
        <Button size="sm" onClick={copy}>
          <CopyIcon /> Copy and close
        </Button>
      </div>
    </div>
  );
}
