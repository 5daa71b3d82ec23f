import { formatVariable, parseVariableSpec, type VariableSpec } from './variable-syntax.js';

/**
 * Spec §3 "Template variable": what `{{name}}` placeholders a prompt's content holds. A variable may also
 * carry a type and properties, `{{name | type:prop=value}}` (docs/decisions/0019-typed-variables.md); a
 * plain `{{name}}` keeps every rule of the spec.
 */
export interface TemplateVariable extends Partial<VariableSpec> {
  /** Absent on a plain `{{name}}`: the spec's text field. */
  type?: VariableSpec['type'];
  name: string;
  placeholder: string;
  multiline: boolean;
  required: boolean;
}

const VARIABLE = /\{\{([^{}]*)\}\}/g;
const MULTILINE_NAME = /description|content|message/i;

/** The name and spec of one `{{ … }}` token's inside; undefined spec when it is a plain variable. */
function readToken(raw: string): { name: string; spec?: VariableSpec } {
  const bar = raw.indexOf('|');
  if (bar === -1) return { name: raw.trim() };
  const name = raw.slice(0, bar).trim();
  // No name before the bar: the whole token is the name, as a plain variable (never an error).
  if (!name) return { name: raw.trim() };
  return { name, spec: parseVariableSpec(raw.slice(bar + 1)) };
}

/** The name a `{{ … }}` token fills. */
export const variableNameOf = (raw: string) => readToken(raw).name;

function describeVariable(name: string, spec: VariableSpec | undefined): TemplateVariable {
  const plain = { name, placeholder: `Enter ${name}...`, multiline: MULTILINE_NAME.test(name), required: true };
  if (!spec) return plain;
  const { optional, ...properties } = spec;
  return {
    ...plain,
    ...properties,
    placeholder: spec.placeholder ?? plain.placeholder,
    multiline: spec.type === 'textarea' || (spec.type === 'text' && plain.multiline),
    required: !optional,
  };
}

/**
 * The variables of a text, in order of first appearance; names are trimmed and repeated names appear once,
 * the first occurrence deciding the type. A token whose syntax does not read is a plain text variable.
 */
export function parseVariables(content: string): TemplateVariable[] {
  const seen = new Set<string>();
  const variables: TemplateVariable[] = [];
  for (const match of content.matchAll(VARIABLE)) {
    const { name, spec } = readToken(match[1] ?? '');
    if (!name || seen.has(name)) continue;
    seen.add(name);
    variables.push(describeVariable(name, spec));
  }
  return variables;
}

/** True when the content holds at least one `{{variable}}`. */
export function hasVariables(content: string): boolean {
  return parseVariables(content).length > 0;
}

/** Spec §4 / DECISIONS: a prompt is a template when flagged, or when its content holds a variable. */
export function isTemplatePrompt(prompt: { isTemplate: boolean; content: string }): boolean {
  return prompt.isTemplate || hasVariables(prompt.content);
}

/**
 * Fills each variable with its value; a variable left empty keeps its token, as the preview shows it (a typed
 * one as its plain `{{name}}`), unless it is optional, which then leaves nothing behind.
 */
export function fillTemplate(content: string, values: Record<string, string>): string {
  const optional = new Set(parseVariables(content).filter((variable) => !variable.required).map((variable) => variable.name));
  return content.replace(VARIABLE, (token, raw: string) => {
    const { name, spec } = readToken(raw);
    const value = values[name];
    if (value !== undefined && value.trim() !== '') return value;
    if (optional.has(name)) return '';
    // A typed token left empty reads as its plain `{{name}}`: its spec is for the form, not for the text.
    return spec ? `{{${name}}}` : token;
  });
}

/** The values a form starts with: each variable's default, where it has one. */
export function defaultValues(variables: readonly TemplateVariable[]): Record<string, string> {
  return Object.fromEntries(variables.flatMap((variable) => (variable.defaultValue !== undefined ? [[variable.name, variable.defaultValue]] : [])));
}

/** True when every required variable has a non-blank value. */
export function isTemplateComplete(content: string, values: Record<string, string>): boolean {
  return parseVariables(content).every((variable) => !variable.required || (values[variable.name] ?? '').trim() !== '');
}

/** The spec a variable is written with now (a plain one: text with nothing set), for the editor's form. */
export function specOf(variable: TemplateVariable): VariableSpec {
  const { name: _name, placeholder, multiline: _multiline, required, type, ...rest } = variable;
  const spec: VariableSpec = { ...rest, type: type ?? 'text' };
  if (placeholder !== `Enter ${variable.name}...`) spec.placeholder = placeholder;
  if (!required) spec.optional = true;
  return spec;
}

/**
 * Writes a variable's spec into the text for the person (docs/decisions/0019-typed-variables.md): the first
 * token of that name carries it, the later ones become plain `{{name}}`, which reads the same.
 */
export function setVariableSpec(content: string, name: string, spec: VariableSpec): string {
  let isFirst = true;
  return content.replace(VARIABLE, (token, raw: string) => {
    if (readToken(raw).name !== name) return token;
    const written = isFirst ? formatVariable(name, spec) : `{{${name}}}`;
    isFirst = false;
    return written;
  });
}
