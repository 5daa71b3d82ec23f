import { plainText } from '../plain-text.js';
import { promptSchema } from '../prompt-api.js';
import { listVersionsQuerySchema, promptVersionListSchema, promptVersionSchema } from '../prompt-versions.js';
import { declareRoute, errorResponses, idParams, jsonContent, readErrors } from './declare-route.js';

/**
 * Version history in API v1 (docs/decisions/0016-version-history.md). A version is reached only under its own
 * prompt, by that prompt's owner: a version id of another prompt is as not found as a missing one.
 */
const { 400: badRequest, 404: notFound } = errorResponses;
const reading = readErrors;

const versionParams = idParams.extend({
  versionId: plainText().meta({ param: { name: 'versionId', in: 'path' }, example: '0b7e6a52-1c3d-4f5e-8a9b-0c1d2e3f4a5b' }),
});

export const versionRoutes = {
  listPromptVersions: declareRoute({
    method: 'get',
    path: '/v1/prompts/{id}/versions',
    tags: ['History'],
    operationId: 'listPromptVersions',
    summary: 'List the versions of a prompt',
    description: 'Newest first, each with what changed since the version before. Pass `nextCursor` back as `cursor` for the next page.',
    'x-access': 'read',
    request: { params: idParams, query: listVersionsQuerySchema },
    responses: { 200: jsonContent(promptVersionListSchema, 'A page of versions.'), 400: badRequest, ...reading, 404: notFound },
  }),
  getPromptVersion: declareRoute({
    method: 'get',
    path: '/v1/prompts/{id}/versions/{versionId}',
    tags: ['History'],
    operationId: 'getPromptVersion',
    summary: 'Get one version of a prompt',
    'x-access': 'read',
    request: { params: versionParams },
    responses: { 200: jsonContent(promptVersionSchema, 'The version.'), ...reading, 404: notFound },
  }),
  restorePromptVersion: declareRoute({
    method: 'post',
    path: '/v1/prompts/{id}/versions/{versionId}/restore',
    tags: ['History'],
    operationId: 'restorePromptVersion',
    summary: 'Restore a version',
    description: 'The version\'s title, description, content, tags and template flag become current, as a new version, so a restore can itself be undone. Turning the prompt into a template (or back) needs room in the plan.',
    'x-access': 'write',
    request: { params: versionParams },
    responses: { 200: jsonContent(promptSchema, 'The prompt as restored.'), ...reading, 404: notFound },
  }),
};
