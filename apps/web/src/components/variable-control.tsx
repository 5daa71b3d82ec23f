import type { TemplateVariable } from '@promptnest/core';
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn';
import { Textarea } from './textarea';
import { Input } from './ui/input';
import { useGrowWithContent } from './use-grow-with-content';

export interface VariableControlProps {
  id: string;
  variable: TemplateVariable;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  describedBy?: string;
}

const fieldLook =
  'h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25';

/**
 * The control a variable's type asks for (docs/decisions/0019-typed-variables.md): native elements only,
 * so the shared view stays light and every control is reachable by keyboard and screen reader.
 */
export function VariableControl(props: VariableControlProps) {
  const { id, variable, value, onChange, onBlur, describedBy } = props;
  const common = { id, onBlur, 'aria-describedby': describedBy, 'data-variable': variable.name };
  switch (variable.type) {
    case 'select':
      return (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)} className={cn(fieldLook, 'cursor-pointer pr-8')}>
          {(!variable.required || !variable.options?.includes(value)) && <option value="">{variable.required ? 'Choose…' : 'None'}</option>}
          {variable.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'checkbox':
      return (
        <span className="flex h-10 items-center">
          <input
            {...common}
            type="checkbox"
            role="switch"
            checked={value === 'true'}
            onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
            className="peer sr-only"
          />
          <span
            aria-hidden
            onClick={() => onChange(value === 'true' ? 'false' : 'true')}
            className="relative inline-flex h-6 w-11 cursor-pointer items-center rounded-full bg-muted-foreground/30 transition-colors peer-checked:bg-primary peer-focus-visible:ring-3 peer-focus-visible:ring-ring/40 after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-card after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          <span aria-hidden className="ml-3 text-sm text-muted-foreground">
            {value === 'true' ? 'Yes' : 'No'}
          </span>
        </span>
      );
    case 'number':
      return <Input {...common} type="number" inputMode="decimal" min={variable.min} max={variable.max} step={variable.step ?? 'any'} value={value} placeholder={variable.placeholder} onChange={(event) => onChange(event.target.value)} />;
    case 'date':
    case 'url':
    case 'email':
      return <Input {...common} type={variable.type} value={value} placeholder={variable.placeholder} onChange={(event) => onChange(event.target.value)} />;
    case 'textarea':
      return <GrowingTextarea {...props} />;
    default:
      return <TextField {...props} />;
  }
}

/** A text variable: one line, or a text area for the spec's multiline names and for text that has line breaks. */
function TextField(props: VariableControlProps) {
  const hasBreaks = props.value.includes('\n');
  // Once grown it stays a text area, so deleting the line break does not take the field away mid-typing.
  const [hasGrown, setHasGrown] = useState(hasBreaks);
  if (hasBreaks && !hasGrown) setHasGrown(true);
  return props.variable.multiline || hasGrown || hasBreaks ? <GrowingTextarea {...props} /> : <OneLineField {...props} />;
}

function GrowingTextarea({ id, variable, value, onChange, onBlur, describedBy }: VariableControlProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useGrowWithContent(ref, value);
  // A one-line field that just became this one: the caret goes on where the typing was.
  useLayoutEffect(() => {
    const element = ref.current;
    const caret = pendingCaret.get(id);
    if (!element || caret === undefined) return;
    pendingCaret.delete(id);
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [id]);
  return (
    <Textarea
      ref={ref}
      id={id}
      data-variable={variable.name}
      value={value}
      rows={variable.multiline || variable.type === 'textarea' ? 4 : 2}
      placeholder={variable.placeholder}
      onBlur={onBlur}
      aria-describedby={describedBy}
      className="max-h-80 resize-y [field-sizing:content]"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Where the caret goes when a one-line field grows into a text area (keyed by the field's id). */
const pendingCaret = new Map<string, number>();

/**
 * A one-line text field that keeps line breaks: pasting several lines, or Shift+Enter, turns it into a
 * text area holding them, instead of the browser silently dropping them from the value.
 */
function OneLineField({ id, variable, value, onChange, onBlur, describedBy }: VariableControlProps) {
  function insert(event: { currentTarget: HTMLInputElement }, text: string) {
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    pendingCaret.set(id, start + text.length);
    onChange(value.slice(0, start) + text + value.slice(end));
  }
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    insert(event, text.replace(/\r\n?/g, '\n'));
  }
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || !event.shiftKey) return;
    event.preventDefault();
    insert(event, '\n');
  }
  return (
    <Input
      id={id}
      data-variable={variable.name}
      value={value}
      placeholder={variable.placeholder}
      onBlur={onBlur}
      aria-describedby={describedBy}
      onPaste={handlePaste}
      onKeyDown={handleKeyDown}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
