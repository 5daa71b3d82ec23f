import { z } from 'zod';
import { plainText } from '../plain-text.js';
import { defaultValues, fillTemplate, parseVariables } from '../template-variables.js';

/** POST /api/v1/prompts/{id}/render: values by variable name (docs/decisions/0013-one-route-contract.md). */
export const renderTemplateSchema = z.strictObject({
  variables: z
    .record(plainText({ message: 'Variable names contain invalid characters' }).max(200, { error: 'Variable names must be 200 characters or less' }), plainText({ error: 'Each value must be text', shape: 'multi-line', message: 'Values contain invalid characters' }).max(10_000, { error: 'Each value must be 10000 characters or less' }), { error: 'variables must be an object of names and values' })
    .optional()
    .default({}),
});
export type RenderTemplateInput = z.input<typeof renderTemplateSchema>;

export const renderedTemplateSchema = z
  .object({
    text: z.string().meta({ description: 'The content with every filled variable replaced (a typed variable left empty takes its default); an empty one keeps its `{{name}}`, an empty optional one leaves nothing.' }),
    missing: z.array(z.string()).meta({ description: 'Names of the required variables left empty (and without a default), in order of appearance.' }),
  })
  .meta({ id: 'RenderedTemplate' });
export type RenderedTemplate = z.infer<typeof renderedTemplateSchema>;

/** The same fill as the template screen: one rule, whichever way a template is used. */
export function renderTemplate(content: string, values: Record<string, string>): RenderedTemplate {
  const variables = parseVariables(content);
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const filled = { ...defaultValues(variables), ...given };
  const missing = variables.filter((variable) => variable.required && (filled[variable.name] ?? '').trim() === '').map((variable) => variable.name);
  return { text: fillTemplate(content, filled), missing };
}
