import { defaultValues, fillTemplate, parseVariables } from '@promptnest/core';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { useCanReadBrowser } from '../lib/use-can-read-browser';
import { readEarlyInput } from './early-input';
import { TemplatePreview } from './template-preview';
import { VariableField } from './variable-field';

interface TemplateFormProps {
  content: string;
  className?: string;
  /**
   * Values to start from (over the variables' defaults), e.g. the ones filled last time. Undefined at first
   * and given later (read only in the browser, once a page drawn on the server is live), they fill every
   * field still at its default: what was typed meanwhile stays.
   */
  initialValues?: Record<string, string>;
  /** Told of every change, e.g. to remember the values. */
  onValuesChange?: (values: Record<string, string>) => void;
  /** Offers 'Clear values' while anything differs from the defaults: the form starts over, and this is told. */
  onClear?: () => void;
}

/** Shown in place of fields when the text has no {{variable}} yet. */
const NO_VARIABLES = 'This template has no variables yet. Add some in the Block Editor, or write them in double curly brackets.';

/**
 * The one fill-in screen for a template, wherever it is filled (editor form mode, the template screen's
 * Form Mode, the shared view). Keyed by the text: new content starts a fresh form with its own variables.
 */
export function TemplateForm(props: TemplateFormProps) {
  return <TemplateFormFields key={props.content} {...props} />;
}

/** The entries of `late` for fields whose value is still their default. */
function untouchedOnly(late: Record<string, string>, current: Record<string, string>, defaults: Record<string, string>) {
  return Object.fromEntries(Object.entries(late).filter(([name]) => (current[name] ?? '') === (defaults[name] ?? '')));
}

/**
 * A fill-in form for a template: a field per {{variable}} and a live preview of the result, with Copy.
 * Empty fields never block copying; their tokens stay in the text.
 */
function TemplateFormFields({ content, className, initialValues, onValuesChange, onClear }: TemplateFormProps) {
  const variables = useMemo(() => parseVariables(content), [content]);
  const defaults = useMemo(() => defaultValues(variables), [variables]);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...defaults, ...initialValues }));
  const [hinted, setHinted] = useState<Record<string, boolean>>({});
  const headingId = useId();
  // Values read late (see initialValues) fill the fields still at their defaults, once.
  const [hasInitialValues, setHasInitialValues] = useState(initialValues !== undefined);
  if (!hasInitialValues && initialValues !== undefined) {
    setHasInitialValues(true);
    setValues((current) => ({ ...current, ...untouchedOnly(initialValues, current, defaults) }));
  }

  // Hydrating a page drawn on the server: what the visitor typed before it went live is taken over, not lost.
  // It is reported once the initial values are in, merged with them, so keeping it never drops those.
  // Only then: on a form the browser renders itself, a field that differs from its value was cleaned by the
  // browser (a default a date or number field refuses), not typed into.
  const canReadBrowser = useCanReadBrowser();
  const [isHydrating] = useState(!canReadBrowser);
  const fieldsRef = useRef<HTMLElement>(null);
  const hasEarlyInputToReport = useRef(false);
  const adoptEarlyInput = useEffectEvent(() => {
    const early = readEarlyInput(fieldsRef.current, values);
    if (Object.keys(early).length === 0) return;
    setValues({ ...values, ...early });
    hasEarlyInputToReport.current = true;
  });
  useLayoutEffect(() => {
    if (isHydrating) adoptEarlyInput();
  }, [isHydrating]);
  const reportEarlyInput = useEffectEvent(() => {
    if (!hasEarlyInputToReport.current || !hasInitialValues) return;
    hasEarlyInputToReport.current = false;
    onValuesChange?.(values);
  });
  useEffect(() => reportEarlyInput(), [values, hasInitialValues]);

  function handleChange(name: string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    onValuesChange?.(next);
    setHinted((current) => (current[name] ? { ...current, [name]: false } : current));
  }

  const hasChanges = variables.some((variable) => (values[variable.name] ?? '') !== (defaults[variable.name] ?? ''));

  function clearValues() {
    setValues(defaults);
    setHinted({});
    onClear?.();
  }

  function handleBlur(variable: (typeof variables)[number]) {
    if (variable.required && (values[variable.name] ?? '').trim() === '') setHinted((current) => ({ ...current, [variable.name]: true }));
  }

  return (
    <div className={cn('grid gap-6 lg:grid-cols-2', className)}>
      <section ref={fieldsRef} aria-labelledby={headingId} className="grid content-start gap-4">
        <div className="flex min-h-8 items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Fill in the template
          </h2>
          {onClear && hasChanges && (
            <button type="button" onClick={clearValues} className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline pointer-coarse:min-h-10 max-sm:min-h-10">
              Clear values
            </button>
          )}
        </div>
        {variables.length === 0 && <p className="text-sm text-muted-foreground">{NO_VARIABLES}</p>}
        {variables.map((variable) => (
          <VariableField
            key={variable.name}
            variable={variable}
            value={values[variable.name] ?? ''}
            showHint={hinted[variable.name] ?? false}
            onChange={(value) => handleChange(variable.name, value)}
            onBlur={() => handleBlur(variable)}
          />
        ))}
      </section>
      <TemplatePreview content={content} values={values} filledText={fillTemplate(content, values)} />
    </div>
  );
}
