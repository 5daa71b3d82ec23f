import { actionSchema, resolveReturnPath, returnToSchema } from '@promptnest/core';
import { useSearchParams } from 'react-router';

/**
 * returnTo and action from the URL (set by the shared view), kept only when valid, and the path to
 * go to after signing in or up.
 */
export function useReturnParams() {
  const [searchParams] = useSearchParams();
  const returnTo = returnToSchema.safeParse(searchParams.get('returnTo'));
  const action = actionSchema.safeParse(searchParams.get('action'));
  return {
    returnTo: returnTo.success ? returnTo.data : undefined,
    action: action.success ? action.data : undefined,
    returnPath: resolveReturnPath(searchParams.get('returnTo'), searchParams.get('action')),
  };
}
