/** Spec §3 "Template variable": what `{{name}}` placeholders a prompt's content holds. */
export interface TemplateVariable {
  name: string;
  placeholder: string;
  multiline: boolean;
  required: true;
}

const VARIABLE = /\{\{([^{}]*)\}\}/g;
const MULTILINE_NAME = /description|content|message/i;

/** The variables of a text, in order of first appearance; names are trimmed and repeated names appear once. */
export function parseVariables(content: string): TemplateVariable[] {
  const seen = new Set<string>();
  const variables: TemplateVariable[] = [];
  for (const match of content.matchAll(VARIABLE)) {
    const name = (match[1] ?? '').trim();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    variables.push({ name, placeholder: `Enter ${name}...`, multiline: MULTILINE_NAME.test(name), required: true });
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

/** Fills each variable with its value; a variable left empty keeps its `{{name}}` token, as the preview shows it. */
export function fillTemplate(content: string, values: Record<string, string>): string {
  return content.replace(VARIABLE, (token, raw: string) => {
    const value = values[raw.trim()];
    return value !== undefined && value.trim() !== '' ? value : token;
  });
}

/** True when every variable has a non-blank value. */
export function isTemplateComplete(content: string, values: Record<string, string>): boolean {
  return parseVariables(content).every((variable) => (values[variable.name] ?? '').trim() !== '');
}
