import { defaultFits, formatVariable, VARIABLE_TYPES, type VariableSpec } from '@promptnest/core';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Textarea } from '../../../components/textarea';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface VariableSpecFormProps {
  name: string;
  initial: VariableSpec;
  typeNames: Record<VariableSpec['type'], string>;
  onSave: (spec: VariableSpec) => void;
  onCancel: () => void;
}

const selectLook =
  'h-10 w-full min-w-0 cursor-pointer rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25';

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

const toNumber = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

interface SpecFields {
  options: string;
  defaultValue: string;
  label: string;
  min: string;
  max: string;
  step: string;
}

/** The spec the form's fields say; blanks say nothing. */
function specFrom(fields: SpecFields, type: VariableSpec['type'], optional: boolean): VariableSpec {
  const spec: VariableSpec = { type };
  if (fields.label.trim()) spec.label = fields.label.trim();
  if (fields.defaultValue.trim()) spec.defaultValue = fields.defaultValue.trim();
  if (optional) spec.optional = true;
  if (type === 'select') spec.options = [...new Set(fields.options.split('\n').map((option) => option.trim()).filter(Boolean))];
  if (type === 'number') {
    const [min, max, step] = [toNumber(fields.min), toNumber(fields.max), toNumber(fields.step)];
    if (min !== undefined) spec.min = min;
    if (max !== undefined) spec.max = max;
    if (step !== undefined && step > 0) spec.step = step;
  }
  if (type === 'checkbox') spec.defaultValue = fields.defaultValue === 'true' ? 'true' : 'false';
  // What the field of this type could not show would be dropped by the parser anyway: never write it.
  if (spec.defaultValue !== undefined && !defaultFits(spec, spec.defaultValue)) delete spec.defaultValue;
  return spec;
}

/** Type, options, default and label of one variable, with the syntax it will write shown as it changes. */
export function VariableSpecForm({ name, initial, typeNames, onSave, onCancel }: VariableSpecFormProps) {
  const ids = { type: useId(), options: useId(), defaultValue: useId(), label: useId(), min: useId(), max: useId(), step: useId(), optional: useId() };
  const [type, setType] = useState(initial.type);
  const [optional, setOptional] = useState(initial.optional ?? false);
  const [fields, setFields] = useState<SpecFields>({
    options: (initial.options ?? []).join('\n'),
    defaultValue: initial.defaultValue ?? '',
    label: initial.label ?? '',
    min: initial.min?.toString() ?? '',
    max: initial.max?.toString() ?? '',
    step: initial.step?.toString() ?? '',
  });
  const set = (key: keyof SpecFields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));
  const spec = specFrom(fields, type, optional);
  const hasNoOptions = type === 'select' && (spec.options?.length ?? 0) === 0;
  /** The default field of a number, date, URL or e-mail variable is that kind of field, so it takes only what fits. */
  const defaultInputType = type === 'number' || type === 'date' || type === 'url' || type === 'email' ? type : 'text';

  function changeType(next: VariableSpec['type']) {
    setType(next);
    // A default typed for the old type that the new one cannot show is cleared, not kept out of sight.
    const kept = fields.defaultValue.trim();
    if (kept !== '' && next !== 'select' && !defaultFits({ type: next }, kept)) set('defaultValue')('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasNoOptions) onSave(spec);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogPrimitive.Title className="pr-8 text-lg font-semibold tracking-tight">
        Set up <span className="font-mono">{name}</span>
      </DialogPrimitive.Title>
      <Field label="Type" id={ids.type}>
        <select id={ids.type} value={type} onChange={(event) => changeType(event.target.value as VariableSpec['type'])} className={selectLook}>
          {VARIABLE_TYPES.map((option) => (
            <option key={option} value={option}>
              {typeNames[option]}
            </option>
          ))}
        </select>
      </Field>
      {type === 'select' && (
        <Field label="Options, one per line" id={ids.options}>
          <Textarea id={ids.options} rows={4} value={fields.options} onChange={(event) => set('options')(event.target.value)} aria-invalid={hasNoOptions || undefined} aria-describedby={hasNoOptions ? `${ids.options}-hint` : undefined} />
          {hasNoOptions && (
            <p id={`${ids.options}-hint`} className="text-xs text-warning-text">
              Add at least one option
            </p>
          )}
        </Field>
      )}
      {type === 'number' && (
        <div className="grid grid-cols-3 gap-3">
          <Field label="Lowest" id={ids.min}>
            <Input id={ids.min} type="number" value={fields.min} onChange={(event) => set('min')(event.target.value)} />
          </Field>
          <Field label="Highest" id={ids.max}>
            <Input id={ids.max} type="number" value={fields.max} onChange={(event) => set('max')(event.target.value)} />
          </Field>
          <Field label="Step" id={ids.step}>
            <Input id={ids.step} type="number" min="0" value={fields.step} onChange={(event) => set('step')(event.target.value)} />
          </Field>
        </div>
      )}
      <Field label="Default" id={ids.defaultValue}>
        {type === 'checkbox' ? (
          <select id={ids.defaultValue} value={fields.defaultValue === 'true' ? 'true' : 'false'} onChange={(event) => set('defaultValue')(event.target.value)} className={selectLook}>
            <option value="false">Off</option>
            <option value="true">On</option>
          </select>
        ) : type === 'select' && spec.options?.length ? (
          <select id={ids.defaultValue} value={fields.defaultValue} onChange={(event) => set('defaultValue')(event.target.value)} className={selectLook}>
            <option value="">None</option>
            {spec.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <Input
            id={ids.defaultValue}
            type={defaultInputType}
            value={fields.defaultValue}
            min={type === 'number' ? spec.min : undefined}
            max={type === 'number' ? spec.max : undefined}
            step={type === 'number' ? (spec.step ?? 'any') : undefined}
            onChange={(event) => set('defaultValue')(event.target.value)}
          />
        )}
      </Field>
      <Field label="Label shown on the form" id={ids.label}>
        <Input id={ids.label} value={fields.label} placeholder={name} onChange={(event) => set('label')(event.target.value)} />
      </Field>
      <label htmlFor={ids.optional} className="flex cursor-pointer items-center gap-2 text-sm">
        <input id={ids.optional} type="checkbox" checked={optional} onChange={(event) => setOptional(event.target.checked)} className="size-4 accent-primary" />
        Optional: leave nothing in the text when it is empty
      </label>
      <p className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-all text-muted-foreground" aria-label="Written as">
        {formatVariable(name, spec)}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={hasNoOptions}>
          Apply
        </Button>
      </div>
    </form>
  );
}
