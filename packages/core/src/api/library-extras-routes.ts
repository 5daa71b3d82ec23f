import { z } from 'zod';
import { usageResponseSchema } from '../usage.js';
import { promptSchema, sharedPromptSchema } from '../prompt-api.js';
import { listStartersQuerySchema, starterListResponseSchema } from '../starters.js';
import { declareRoute, errorResponses, jsonContent } from './declare-route.js';

/**
 * What the web app shows around the library: plan usage (spec §2 "Usage & Limits"), the starter templates
 * and share links (spec §2 "Public shared view"). With the session cookie only; API keys are not accepted.
 * Paths are relative to /api.
 */
const { 400: badRequest, 401: unauthenticated, 403: forbidden, 404: notFound } = errorResponses;
const signedIn = { 401: unauthenticated, 403: forbidden } as const;
const sessionOnly = [{ session: [] as string[] }];
const tags = ['Starters, usage and sharing'];

/** Any string: an id that is not one is answered 404 like a missing one. */
const pathId = (name: string, example: string) => z.string().meta({ param: { name, in: 'path' }, example });

export const libraryExtrasRoutes = {
  getUsage: declareRoute({
    method: 'get',
    path: '/usage',
    tags,
    operationId: 'getUsage',
    summary: 'Plan usage',
    description: 'Prompts and templates used against the plan\'s limits (trash excluded).',
    security: sessionOnly,
    responses: { 200: jsonContent(usageResponseSchema, 'The plan and its counts.'), ...signedIn },
  }),
  listStarters: declareRoute({
    method: 'get',
    path: '/starters',
    tags,
    operationId: 'listStarters',
    summary: 'List the starter templates',
    security: sessionOnly,
    request: { query: listStartersQuerySchema },
    responses: { 200: jsonContent(starterListResponseSchema, 'The starters, of one category or all.'), 400: badRequest, ...signedIn },
  }),
  copyStarter: declareRoute({
    method: 'post',
    path: '/starters/{id}/copy',
    tags,
    operationId: 'copyStarter',
    summary: 'Copy a starter into the library',
    description: 'It becomes the user\'s own template; the plan\'s template limit applies.',
    security: sessionOnly,
    request: { params: z.object({ id: pathId('id', 'summarize-text') }) },
    responses: { 201: jsonContent(promptSchema, 'The new prompt.'), ...signedIn, 404: notFound },
  }),
  getSharedPrompt: declareRoute({
    method: 'get',
    path: '/shared/{shareId}',
    tags,
    operationId: 'getSharedPrompt',
    summary: 'Read a shared prompt',
    description: 'Public: anyone with the link. Never indexed (`X-Robots-Tag: noindex`).',
    security: [],
    request: { params: z.object({ shareId: pathId('shareId', 'Xk3_9aPq-2Lm') }) },
    responses: { 200: jsonContent(sharedPromptSchema, 'What the link shows.'), 404: notFound },
  }),
  saveSharedPrompt: declareRoute({
    method: 'post',
    path: '/shared/{shareId}/save',
    tags,
    operationId: 'saveSharedPrompt',
    summary: 'Save a shared prompt to the library',
    description: 'A copy of the caller\'s own, crediting the original; the plan\'s limits apply.',
    security: sessionOnly,
    request: { params: z.object({ shareId: pathId('shareId', 'Xk3_9aPq-2Lm') }) },
    responses: { 201: jsonContent(promptSchema, 'The saved copy.'), ...signedIn, 404: notFound },
  }),
};
