/**
 * The typed-variable syntax inside `{{ … }}`, Open WebUI's: `name | type:prop=value:prop=value`
 * (docs/decisions/0019-typed-variables.md). Reads what is after the `|`; a syntax error is never thrown:
 * the caller gets `undefined` and treats the variable as plain text.
 */

export const VARIABLE_TYPES = ['text', 'textarea', 'select', 'number', 'checkbox', 'date', 'url', 'email'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** What a typed variable may say about itself; every property is optional. */
export interface VariableSpec {
  type: VariableType;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  optional?: boolean;
  options?: string[];
  min?: number;
  max?: number;
  step?: number;
}

type RawValue = string | string[] | true;

/** Reads a value at `at`: a JSON string, a JSON array of strings, or a bare run up to the next `:`. */
function readValue(text: string, at: number): { value: string | string[]; end: number } | undefined {
  const first = text[at];
  if (first === '"') {
    const match = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(at));
    if (!match) return undefined;
    try {
      return { value: JSON.parse(match[0]) as string, end: at + match[0].length };
    } catch {
      return undefined;
    }
  }
  if (first === '[') {
    const match = /^\[(?:[^\]"\\]|"(?:[^"\\]|\\.)*")*\]/.exec(text.slice(at));
    if (!match) return undefined;
    try {
      const parsed: unknown = JSON.parse(match[0]);
      if (!Array.isArray(parsed)) return undefined;
      return { value: parsed.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))), end: at + match[0].length };
    } catch {
      return undefined;
    }
  }
  const end = text.indexOf(':', at);
  const stop = end === -1 ? text.length : end;
  return { value: text.slice(at, stop).trim(), end: stop };
}

/** `type:key=value:flag…` into the type word and its properties, or undefined when it does not read. */
function readProperties(text: string): { type: string; properties: Map<string, RawValue> } | undefined {
  const typeMatch = /^\s*([A-Za-z][\w-]*)?\s*/.exec(text);
  const type = (typeMatch?.[1] ?? 'text').toLowerCase();
  const properties = new Map<string, RawValue>();
  let at = typeMatch?.[0].length ?? 0;
  while (at < text.length) {
    if (text[at] !== ':') return undefined;
    const keyMatch = /^\s*([A-Za-z][\w-]*)\s*/.exec(text.slice(at + 1));
    if (!keyMatch?.[1]) return undefined;
    at += 1 + keyMatch[0].length;
    const key = keyMatch[1].toLowerCase();
    if (text[at] === '=') {
      const read = readValue(text, at + 1);
      if (!read) return undefined;
      properties.set(key, read.value);
      at = read.end;
      while (text[at] === ' ') at += 1;
    } else {
      properties.set(key, true);
    }
  }
  return { type, properties };
}

const asText = (value: RawValue | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

function asNumber(value: RawValue | undefined): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const isOn = (value: RawValue | undefined) => value === true || value === 'true';

/** A number as a number field takes it (HTML's valid floating-point number): no `+`, no `0x`, no `1.`. */
const NUMBER_TEXT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A calendar date as a date field takes it: `YYYY-MM-DD`, a day that exists. */
function isDateText(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year > 0 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether a field of this type can show the default: a number field shows only a number, a date field only a
 * date, a select only one of its options. A default it cannot show is no default (docs/decisions/0019), so the
 * form, its preview, API v1's render and MCP all agree on what an untouched field fills. E-mail and URL
 * checks are soft hints, so any text is a default there.
 */
export function defaultFits(spec: Pick<VariableSpec, 'type' | 'options'>, value: string): boolean {
  switch (spec.type) {
    case 'number':
      return NUMBER_TEXT.test(value);
    case 'date':
      return isDateText(value);
    case 'select':
      return spec.options?.includes(value) ?? false;
    case 'checkbox':
      return value === 'true' || value === 'false';
    default:
      return true;
  }
}

/** The spec of the text after `|`, or undefined when it is malformed (the variable is then plain text). */
export function parseVariableSpec(text: string): VariableSpec | undefined {
  const read = readProperties(text);
  if (!read) return undefined;
  const { properties } = read;
  const type: VariableType = (VARIABLE_TYPES as readonly string[]).includes(read.type) ? (read.type as VariableType) : 'text';
  const spec: VariableSpec = { type };
  const label = asText(properties.get('label'));
  const placeholder = asText(properties.get('placeholder'));
  const rawDefault = properties.get('default');
  const defaultValue = typeof rawDefault === 'string' ? rawDefault : undefined;
  if (label !== undefined) spec.label = label;
  if (placeholder !== undefined) spec.placeholder = placeholder;
  if (defaultValue !== undefined && defaultValue !== '') spec.defaultValue = defaultValue;
  if (isOn(properties.get('optional'))) spec.optional = true;
  if (type === 'select') {
    const options = properties.get('options');
    const list = Array.isArray(options) ? options : typeof options === 'string' ? options.split(',') : [];
    spec.options = [...new Set(list.map((option) => option.trim()).filter((option) => option !== ''))];
    // A select with nothing to choose is a text field (a form cannot offer an empty list).
    if (spec.options.length === 0) {
      spec.type = 'text';
      delete spec.options;
    }
  }
  if (type === 'number') {
    const min = asNumber(properties.get('min'));
    const max = asNumber(properties.get('max'));
    const step = asNumber(properties.get('step'));
    if (min !== undefined) spec.min = min;
    if (max !== undefined) spec.max = max;
    if (step !== undefined && step > 0) spec.step = step;
  }
  // A checkbox is never left empty: it is off unless its default says on.
  if (type === 'checkbox') spec.defaultValue = isOn(spec.defaultValue) ? 'true' : 'false';
  if (spec.defaultValue !== undefined && !defaultFits(spec, spec.defaultValue)) delete spec.defaultValue;
  return spec;
}

const quote = (value: string) => JSON.stringify(value);

/** Writes a spec back as the syntax, for the editor's variable form; a plain text variable is just `{{name}}`. */
export function formatVariable(name: string, spec: VariableSpec): string {
  const parts: string[] = [];
  if (spec.type === 'select' && spec.options?.length) parts.push(`options=${JSON.stringify(spec.options)}`);
  if (spec.type === 'number') {
    if (spec.min !== undefined) parts.push(`min=${spec.min}`);
    if (spec.max !== undefined) parts.push(`max=${spec.max}`);
    if (spec.step !== undefined) parts.push(`step=${spec.step}`);
  }
  const isPlainOff = spec.type === 'checkbox' && spec.defaultValue === 'false';
  if (spec.defaultValue !== undefined && spec.defaultValue !== '' && !isPlainOff) parts.push(`default=${quote(spec.defaultValue)}`);
  if (spec.label) parts.push(`label=${quote(spec.label)}`);
  if (spec.placeholder) parts.push(`placeholder=${quote(spec.placeholder)}`);
  if (spec.optional) parts.push('optional');
  if (spec.type === 'text' && parts.length === 0) return `{{${name}}}`;
  return `{{${name} | ${[spec.type, ...parts].join(':')}}}`;
}
