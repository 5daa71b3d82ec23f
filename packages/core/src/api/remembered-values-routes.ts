import { z } from 'zod';
import { declareRoute, errorResponses, idParams, jsonBody, jsonContent, okSchema, readErrors, writeErrors } from './declare-route.js';
import { renderTemplateSchema } from './render.js';

/** At most as many values as a template can sensibly have variables. */
export const MAX_REMEMBERED_VALUES = 200;

/** What a person last filled into a template (docs/decisions/0019-typed-variables.md), checked as render checks values. */
export const rememberValuesSchema = z.strictObject({
  values: renderTemplateSchema.shape.variables
    .unwrap()
    .unwrap()
    .refine((values) => Object.keys(values).length <= MAX_REMEMBERED_VALUES, { error: `At most ${MAX_REMEMBERED_VALUES} values can be remembered` }),
});
export type RememberValuesInput = z.input<typeof rememberValuesSchema>;

export const rememberedValuesSchema = z
  .object({
    values: z.record(z.string(), z.string()).meta({ description: 'The values by variable name; empty when none are kept.' }),
    updatedAt: z.string().nullable().meta({ description: 'When they were last kept, or null.' }),
  })
  .meta({ id: 'RememberedValues' });
export type RememberedValues = z.infer<typeof rememberedValuesSchema>;

const notFound = errorResponses[404];

/** The values a signed-in person last filled into a template, kept with their account (any device). */
export const rememberedValuesRoutes = {
  getRememberedValues: declareRoute({
    method: 'get',
    path: '/v1/prompts/{id}/values',
    tags: ['Prompts'],
    operationId: 'getRememberedValues',
    summary: 'The values last filled into a template',
    description: 'What this account last filled in, by variable name, so a form can start from them on any device.',
    'x-access': 'read',
    request: { params: idParams },
    responses: { 200: jsonContent(rememberedValuesSchema, 'The remembered values.'), ...readErrors, 404: notFound },
  }),
  rememberValues: declareRoute({
    method: 'put',
    path: '/v1/prompts/{id}/values',
    tags: ['Prompts'],
    operationId: 'rememberValues',
    summary: 'Remember the values filled into a template',
    description: 'Replaces what is kept. Only the names the template has now are kept; an empty value is not kept.',
    'x-access': 'write',
    request: { params: idParams, body: jsonBody(rememberValuesSchema) },
    responses: { 200: jsonContent(rememberedValuesSchema, 'The values as kept.'), ...writeErrors, 404: notFound },
  }),
  forgetValues: declareRoute({
    method: 'delete',
    path: '/v1/prompts/{id}/values',
    tags: ['Prompts'],
    operationId: 'forgetValues',
    summary: 'Forget the values filled into a template',
    description: 'The form starts again from the variables\' defaults.',
    'x-access': 'write',
    request: { params: idParams },
    responses: { 200: jsonContent(okSchema, 'Forgotten.'), ...writeErrors, 404: notFound },
  }),
};
