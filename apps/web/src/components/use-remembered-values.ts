import { rememberedValuesRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** Typing settles this long before the values are sent to be kept. */
const SAVE_AFTER_MS = 600;

/**
 * The values the person last filled into one of their templates, kept with the account (any device):
 * `values` once read (empty when none, or when they cannot be read, e.g. offline), `remember` after a
 * change, `forget` for 'Clear values'. Keeping is best effort: a value that could not be kept is only
 * missing next time, never lost now.
 */
export function useRememberedValues(promptId: string) {
  const query = useQuery({
    queryKey: queryKeys.rememberedValues(promptId),
    queryFn: ({ signal }) => call(rememberedValuesRoutes.getRememberedValues, { params: { id: promptId } }, { signal }),
    staleTime: 0,
    retry: false,
  });
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  return {
    isLoading: query.isPending,
    values: query.data?.values,
    remember(values: Record<string, string>) {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => void call(rememberedValuesRoutes.rememberValues, { params: { id: promptId }, body: { values } }).catch(() => undefined), SAVE_AFTER_MS);
    },
    forget() {
      clearTimeout(pending.current);
      void call(rememberedValuesRoutes.forgetValues, { params: { id: promptId } }).catch(() => undefined);
    },
  };
}
