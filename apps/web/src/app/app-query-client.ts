import { createQueryClient } from '../lib/query-client';

/** The app's one query client, made at start so route loaders can fill it before any page renders. */
export const appQueryClient = createQueryClient();
