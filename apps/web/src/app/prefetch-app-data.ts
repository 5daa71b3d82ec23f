import { subscriptionQueryOptions } from '../components/use-subscription';
import { usageQueryOptions } from '../components/use-usage';
import { tagsQueryOptions } from '../features/prompts/api/use-tags';
import { sessionQueryOptions } from '../lib/session';
import { appQueryClient } from './app-query-client';

const userDataKeys = [subscriptionQueryOptions.queryKey, usageQueryOptions.queryKey, tagsQueryOptions.queryKey];

/**
 * The /app loader: asks for the session and for what every app page shows (plan, usage, tags) at once, while
 * the page's code is still downloading. Left to the components, each request waited for the code and then for
 * the session: the account page took seconds to finish loading. Returns at once; it never holds a page back.
 * A visitor who turns out not to be approved gets none of it kept (those answers were refusals).
 */
export function prefetchAppData(): null {
  const session = appQueryClient.fetchQuery(sessionQueryOptions).catch(() => null);
  const answers = [
    appQueryClient.prefetchQuery(subscriptionQueryOptions),
    appQueryClient.prefetchQuery(usageQueryOptions),
    appQueryClient.prefetchQuery(tagsQueryOptions),
  ];
  void Promise.all([session, ...answers]).then(([current]) => {
    if (current?.user?.approved) return;
    for (const queryKey of userDataKeys) appQueryClient.removeQueries({ queryKey, exact: true });
  });
  return null;
}
