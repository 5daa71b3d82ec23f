import { z } from 'zod';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '../api-keys.js';
import { declareRoute, errorResponses, jsonBody, jsonContent, okSchema } from './declare-route.js';

/**
 * The signed-in user's personal API keys (docs/decisions/0012-api-keys.md), for the web app's account page:
 * paths are relative to /api. The session cookie is the only way in: a key can never list, make or revoke keys.
 */
const { 400: badRequest, 401: unauthenticated, 403: forbidden, 404: notFound, 409: conflict, 413: tooLarge, 415: notJson } = errorResponses;
const sessionOnly = [{ session: [] as string[] }];
const signedIn = { 401: unauthenticated, 403: forbidden } as const;
const keyIdParams = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' }, description: 'Another user\'s key and a malformed id are answered 404, like a missing one.' }),
});

export const apiKeyRoutes = {
  listApiKeys: declareRoute({
    method: 'get',
    path: '/api-keys',
    tags: ['API keys'],
    operationId: 'listApiKeys',
    summary: 'List your API keys',
    description: 'Newest first; each with its start, never the secret.',
    security: sessionOnly,
    responses: { 200: jsonContent(apiKeyListSchema, 'The keys.'), ...signedIn },
  }),
  createApiKey: declareRoute({
    method: 'post',
    path: '/api-keys',
    tags: ['API keys'],
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description: 'The answer carries the whole key: the only time it is ever sent. At most 20 keys (409 beyond).',
    security: sessionOnly,
    request: { body: jsonBody(createApiKeySchema) },
    responses: { 201: jsonContent(createdApiKeySchema, 'The new key, with its secret.'), 400: badRequest, ...signedIn, 409: conflict, 413: tooLarge, 415: notJson },
  }),
  revokeApiKey: declareRoute({
    method: 'delete',
    path: '/api-keys/{id}',
    tags: ['API keys'],
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description: 'The key stops working at once.',
    security: sessionOnly,
    request: { params: keyIdParams },
    responses: { 200: jsonContent(okSchema, 'Revoked.'), ...signedIn, 404: notFound },
  }),
};
