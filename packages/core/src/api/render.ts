import { z } from 'zod';
import { plainText } from '../plain-text.js';
import { fillTemplate, parseVariables } from '../template-variables.js';

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
    text: z.string().meta({ description: 'The content with every filled variable replaced; an empty one keeps its `{{name}}`.' }),
    missing: z.array(z.string()).meta({ description: 'Names of the variables left empty, in order of appearance.' }),
  })
  .meta({ id: 'RenderedTemplate' });
export type RenderedTemplate = z.infer<typeof renderedTemplateSchema>;

/** The same fill as the template screen: one rule, whichever way a template is used. */
export function renderTemplate(content: string, values: Record<string, string>): RenderedTemplate {
  const missing = parseVariables(content)
    .map((variable) => variable.name)
    .filter((name) => (values[name] ?? '').trim() === '');
  return { text: fillTemplate(content, values), missing };
}
