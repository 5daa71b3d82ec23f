import { z } from 'zod';
import { createPromptSchema, favoriteSchema, updatePromptSchema } from '../prompt-schemas.js';
import { listPromptsQuerySchema, promptListResponseSchema, promptSchema, tagListResponseSchema, trashListResponseSchema } from '../prompt-api.js';
import { getPromptAddress, listPromptsAddress, listTagsAddress } from './addresses.js';
import { declareRoute, errorResponses, idParams, jsonBody, jsonContent, okSchema, readErrors, writeErrors } from './declare-route.js';
import { renderedTemplateSchema, renderTemplateSchema } from './render.js';

/**
 * API v1 (docs/decisions/0013-one-route-contract.md): the library for scripts and integrations, stable, and the same
 * routes the web app uses. Paths are relative to /api. `x-access` says whether a Read only key may call it.
 */
const { 400: badRequest, 404: notFound, 409: conflict, 413: tooLarge, 415: notJson } = errorResponses;
const reading = readErrors;
const writing = writeErrors;
const read = { 'x-access': 'read' } as const;
const write = { 'x-access': 'write' } as const;

const shareSchema = z.object({ shareId: z.string().meta({ description: 'The link is APP_URL/shared/{shareId}.' }) }).meta({ id: 'Share' });

export const v1Routes = {
  listPrompts: declareRoute({
    ...listPromptsAddress,
    tags: ['Prompts'],
    operationId: 'listPrompts',
    summary: 'List prompts',
    description: 'Newest first, or best match first with `q`. Filter by `view` and `tag`; pass `nextCursor` back as `cursor` for the next page.',
    ...read,
    request: { query: listPromptsQuerySchema },
    responses: { 200: jsonContent(promptListResponseSchema, 'A page of prompts.'), 400: badRequest, ...reading },
  }),
  createPrompt: declareRoute({
    method: 'post',
    path: '/v1/prompts',
    tags: ['Prompts'],
    operationId: 'createPrompt',
    summary: 'Create a prompt',
    description: 'Validated and sanitised like the editor; the plan\'s prompt and template limits apply.',
    ...write,
    request: { body: jsonBody(createPromptSchema) },
    responses: { 201: jsonContent(promptSchema, 'The new prompt.'), ...writing },
  }),
  getPrompt: declareRoute({
    ...getPromptAddress,
    tags: ['Prompts'],
    operationId: 'getPrompt',
    summary: 'Get a prompt',
    ...read,
    request: { params: idParams },
    responses: { 200: jsonContent(promptSchema, 'The prompt.'), ...reading, 404: notFound },
  }),
  updatePrompt: declareRoute({
    method: 'patch',
    path: '/v1/prompts/{id}',
    tags: ['Prompts'],
    operationId: 'updatePrompt',
    summary: 'Update a prompt',
    description: 'Only the fields sent are validated and changed.',
    ...write,
    request: { params: idParams, body: jsonBody(updatePromptSchema) },
    responses: { 200: jsonContent(promptSchema, 'The prompt as saved.'), ...writing, 404: notFound },
  }),
  trashPrompt: declareRoute({
    method: 'delete',
    path: '/v1/prompts/{id}',
    tags: ['Prompts'],
    operationId: 'trashPrompt',
    summary: 'Move a prompt to the trash',
    description: 'It stays in the trash for 30 days and can be restored.',
    ...write,
    request: { params: idParams },
    responses: { 200: jsonContent(okSchema, 'Moved to the trash.'), ...writing, 404: notFound },
  }),
  setFavorite: declareRoute({
    method: 'put',
    path: '/v1/prompts/{id}/favorite',
    tags: ['Prompts'],
    operationId: 'setFavorite',
    summary: 'Favourite or unfavourite a prompt',
    ...write,
    request: { params: idParams, body: jsonBody(favoriteSchema) },
    responses: { 200: jsonContent(promptSchema, 'The prompt.'), ...writing, 404: notFound },
  }),
  sharePrompt: declareRoute({
    method: 'post',
    path: '/v1/prompts/{id}/share',
    tags: ['Prompts'],
    operationId: 'sharePrompt',
    summary: 'Share a prompt',
    description: 'Anyone with the link can read it. Sharing a shared prompt keeps its link.',
    ...write,
    request: { params: idParams },
    responses: { 200: jsonContent(shareSchema, 'The share id.'), ...writing, 404: notFound },
  }),
  unsharePrompt: declareRoute({
    method: 'delete',
    path: '/v1/prompts/{id}/share',
    tags: ['Prompts'],
    operationId: 'unsharePrompt',
    summary: 'Stop sharing a prompt',
    description: 'The old link stops working for good.',
    ...write,
    request: { params: idParams },
    responses: { 200: jsonContent(okSchema, 'No longer shared.'), ...writing, 404: notFound },
  }),
  renderPrompt: declareRoute({
    method: 'post',
    path: '/v1/prompts/{id}/render',
    tags: ['Templates'],
    operationId: 'renderPrompt',
    summary: 'Fill in a template',
    description: 'Replaces each `{{variable}}` with its value. Reading only: a Read only key may call it.',
    ...read,
    request: { params: idParams, body: jsonBody(renderTemplateSchema) },
    responses: { 200: jsonContent(renderedTemplateSchema, 'The filled-in text.'), 400: badRequest, ...reading, 404: notFound, 413: tooLarge, 415: notJson },
  }),
  listTags: declareRoute({
    ...listTagsAddress,
    tags: ['Tags'],
    operationId: 'listTags',
    summary: 'List tags with counts',
    description: 'Every tag of the library (trash excluded), A to Z.',
    ...read,
    responses: { 200: jsonContent(tagListResponseSchema, 'The tags.'), ...reading },
  }),
  listTrash: declareRoute({
    method: 'get',
    path: '/v1/trash',
    tags: ['Trash'],
    operationId: 'listTrash',
    summary: 'List the trash',
    ...read,
    responses: { 200: jsonContent(trashListResponseSchema, 'Prompts in the trash, most recently deleted first.'), ...reading },
  }),
  restorePrompt: declareRoute({
    method: 'post',
    path: '/v1/trash/{id}/restore',
    tags: ['Trash'],
    operationId: 'restorePrompt',
    summary: 'Restore a prompt from the trash',
    ...write,
    request: { params: idParams },
    responses: { 200: jsonContent(promptSchema, 'The restored prompt.'), ...writing, 404: notFound, 409: conflict },
  }),
  deletePromptForever: declareRoute({
    method: 'delete',
    path: '/v1/trash/{id}',
    tags: ['Trash'],
    operationId: 'deletePromptForever',
    summary: 'Delete a prompt forever',
    description: 'Only a prompt in the trash; this cannot be undone.',
    ...write,
    request: { params: idParams },
    responses: { 200: jsonContent(okSchema, 'Deleted.'), ...writing, 404: notFound },
  }),
  exportPrompts: declareRoute({
    method: 'get',
    path: '/v1/export',
    tags: ['Export'],
    operationId: 'exportPrompts',
    summary: 'Export the library as CSV',
    description: 'Every prompt (trash excluded), newest first, in the CSV format of the account page\'s export.',
    ...read,
    responses: { 200: { description: 'The CSV file.', content: { 'text/csv': { schema: z.string() } } }, ...reading },
  }),
};
