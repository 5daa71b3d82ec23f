import { confirmDeletionRequestSchema, deleteAccountRequestSchema, messageResponseSchema } from '../billing.js';
import { paymentServiceDown } from './billing-routes.js';
import { declareRoute, errorResponses, jsonBody, jsonContent } from './declare-route.js';

/**
 * Deleting one's own account (spec §7 delete-account), for the web app: paths are relative to /api, the
 * session cookie is the only way in (docs/decisions/0013-one-route-contract.md).
 */
const { 400: badRequest, 401: unauthenticated, 403: forbidden, 409: conflict, 413: tooLarge, 415: notJson, 429: tooMany } = errorResponses;
const sessionOnly = [{ session: [] as string[] }];
/** Admins may not delete themselves; a subscription that still renews must be cancelled first. */
const deletionRefusals = { 401: unauthenticated, 403: forbidden, 409: conflict } as const;

export const accountRoutes = {
  deleteAccount: declareRoute({
    method: 'post',
    path: '/account/delete',
    tags: ['Account'],
    operationId: 'deleteAccount',
    summary: 'Delete the account now',
    description: 'The account\'s own e-mail, typed by the user, confirms it. Ends the session. Administrators may not; a subscription that still renews must be cancelled first.',
    security: sessionOnly,
    request: { body: jsonBody(deleteAccountRequestSchema) },
    responses: { 200: jsonContent(messageResponseSchema, 'Deleted; the session cookie is cleared.'), 400: badRequest, ...deletionRefusals, 413: tooLarge, 415: notJson, 502: paymentServiceDown },
  }),
  sendDeletionLink: declareRoute({
    method: 'post',
    path: '/account/deletion-link',
    tags: ['Account'],
    operationId: 'sendDeletionLink',
    summary: 'E-mail a deletion link',
    description: 'A single-use link to /confirm-deletion, sent to the account\'s address.',
    security: sessionOnly,
    responses: { 200: jsonContent(messageResponseSchema, 'Sent; the message names the address.'), ...deletionRefusals, 429: tooMany },
  }),
  confirmDeletion: declareRoute({
    method: 'post',
    path: '/account/delete/confirm',
    tags: ['Account'],
    operationId: 'confirmAccountDeletion',
    summary: 'Delete the account with an e-mailed token',
    description: 'Ends the session. A token that is unknown, used or expired is refused.',
    security: sessionOnly,
    request: { body: jsonBody(confirmDeletionRequestSchema) },
    responses: { 200: jsonContent(messageResponseSchema, 'Deleted; the session cookie is cleared.'), 400: badRequest, ...deletionRefusals, 413: tooLarge, 415: notJson, 502: paymentServiceDown },
  }),
};
