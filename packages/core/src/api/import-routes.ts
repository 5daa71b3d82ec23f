import { z } from 'zod';
import { importPreviewSchema, importRequestSchema, importResultSchema } from '../import/import-api.js';
import { declareRoute, errorResponses, jsonBody, jsonContent, readErrors } from './declare-route.js';

/**
 * Import from other tools and the lossless exports (docs/decisions/0017-import-and-export.md), part of API
 * v1: the web app calls them with its cookie, scripts with a key. A Read only key may preview and export.
 */
const { 400: badRequest, 413: tooLarge, 415: notJson } = errorResponses;
const reading = readErrors;
const sending = { 400: badRequest, ...reading, 413: tooLarge, 415: notJson } as const;
const tags = ['Import and export'];
const fileAnswer = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } });

export const importRoutes = {
  previewImport: declareRoute({
    method: 'post',
    path: '/v1/import/preview',
    tags,
    operationId: 'previewImport',
    summary: 'Preview an import',
    description: 'Recognises the file\'s format and checks every row like the editor; writes nothing. Up to 10 MB and 10,000 prompts.',
    'x-access': 'read',
    request: { body: jsonBody(importRequestSchema) },
    responses: { 200: jsonContent(importPreviewSchema, 'What an import would do, and the first rows.'), ...sending },
  }),
  importPrompts: declareRoute({
    method: 'post',
    path: '/v1/import',
    tags,
    operationId: 'importPrompts',
    summary: 'Import prompts',
    description: 'Adds the new, valid rows within the plan\'s limits in one transaction (all or none); duplicates (same title and content) are skipped, so importing a file twice adds nothing.',
    'x-access': 'write',
    request: { body: jsonBody(importRequestSchema) },
    responses: { 200: jsonContent(importResultSchema, 'What was added and what was not.'), ...sending },
  }),
  exportPromptsJson: declareRoute({
    method: 'get',
    path: '/v1/export.json',
    tags,
    operationId: 'exportPromptsJson',
    summary: 'Export the library as PromptNest JSON',
    description: 'Everything each prompt has (trash excluded), newest first; imports back field for field.',
    'x-access': 'read',
    responses: { 200: fileAnswer('application/json', 'The PromptNest JSON file.'), ...reading },
  }),
  exportPromptsMarkdown: declareRoute({
    method: 'get',
    path: '/v1/export.md.zip',
    tags,
    operationId: 'exportPromptsMarkdown',
    summary: 'Export the library as Markdown files in a .zip',
    description: 'One .md file per prompt, with YAML front matter for its fields.',
    'x-access': 'read',
    responses: { 200: fileAnswer('application/zip', 'The .zip file.'), ...reading },
  }),
};
