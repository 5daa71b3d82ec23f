import { z } from 'zod';
import { connectedAppListSchema, consentAnswerSchema, consentRequestQuerySchema, consentRequestSchema, consentResultSchema } from '../connected-apps.js';
import { declareRoute, errorResponses, jsonBody, jsonContent, okSchema } from './declare-route.js';

/**
 * AI tools that sign in to /mcp with OAuth (docs/decisions/0015-mcp-oauth.md): the consent screen's two
 * calls and the account page's connected apps. Paths are relative to /api; the session cookie is the only
 * way in. The OAuth endpoints themselves (authorize, token, register) are better-auth's, beside /api.
 */
const { 400: badRequest, 401: unauthenticated, 403: forbidden, 404: notFound, 413: tooLarge, 415: notJson } = errorResponses;
const sessionOnly = [{ session: [] as string[] }];
const signedIn = { 401: unauthenticated, 403: forbidden } as const;
const tags = ['Connected apps'];

export const oauthRoutes = {
  getConsentRequest: declareRoute({
    method: 'get',
    path: '/oauth/consent',
    tags,
    operationId: 'getConsentRequest',
    summary: 'What an AI tool asks to do',
    description: 'The client\'s name and address, and the access it asks for, for the consent screen.',
    security: sessionOnly,
    request: { query: consentRequestQuerySchema },
    responses: { 200: jsonContent(consentRequestSchema, 'The request.'), 400: badRequest, ...signedIn, 404: notFound },
  }),
  answerConsent: declareRoute({
    method: 'post',
    path: '/oauth/consent',
    tags,
    operationId: 'answerConsent',
    summary: 'Allow or deny an AI tool',
    description: 'With the signed authorization request the consent page was opened with. The answer says where the browser goes next.',
    security: sessionOnly,
    request: { body: jsonBody(consentAnswerSchema) },
    responses: { 200: jsonContent(consentResultSchema, 'Where to go next.'), 400: badRequest, ...signedIn, 413: tooLarge, 415: notJson },
  }),
  listConnectedApps: declareRoute({
    method: 'get',
    path: '/connected-apps',
    tags,
    operationId: 'listConnectedApps',
    summary: 'List the AI tools connected to your library',
    description: 'Each one you allowed, with its access; newest first.',
    security: sessionOnly,
    responses: { 200: jsonContent(connectedAppListSchema, 'The apps.'), ...signedIn },
  }),
  disconnectApp: declareRoute({
    method: 'delete',
    path: '/connected-apps/{clientId}',
    tags,
    operationId: 'disconnectApp',
    summary: 'Disconnect an AI tool',
    description: 'Its access ends at once: its tokens stop working, and it must ask again to come back.',
    security: sessionOnly,
    request: { params: z.object({ clientId: z.string().max(200).meta({ param: { name: 'clientId', in: 'path' } }) }) },
    responses: { 200: jsonContent(okSchema, 'Disconnected.'), ...signedIn, 404: notFound },
  }),
};
