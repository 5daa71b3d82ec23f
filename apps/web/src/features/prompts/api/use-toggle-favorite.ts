import { type PromptListResponse, v1Routes } from '@promptnest/core';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { promptToasts } from '../toasts';

interface ToggleFavoriteInput {
  id: string;
  isFavorite: boolean;
}

type ListData = InfiniteData<PromptListResponse, unknown>;

/**
 * PUT /api/v1/prompts/:id/favorite. Spec §4 "Favorite": the star flips at once in every cached list and
 * flips back if the server says no.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFavorite }: ToggleFavoriteInput) =>
      call(v1Routes.setFavorite, { params: { id }, body: { isFavorite } }),
    onMutate: async ({ id, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.prompts.lists() });
      const snapshot = queryClient.getQueriesData<ListData>({ queryKey: queryKeys.prompts.lists() });
      queryClient.setQueriesData<ListData>({ queryKey: queryKeys.prompts.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === id ? { ...item, isFavorite } : item)),
              })),
            }
          : data,
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(promptToasts.favoriteFailed);
    },
    onSuccess: (prompt, { isFavorite }) => {
      queryClient.setQueryData(queryKeys.prompts.detail(prompt.id), prompt);
      toast.success(isFavorite ? promptToasts.addedToFavorites : promptToasts.removedFromFavorites);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.lists() }),
  });
}
