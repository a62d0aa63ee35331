import { useMutation, useQuery } from '@tanstack/react-query';
import {
  nameFavoritesResponse,
  nameGenerationResponse,
  type GeneratedName,
  type NameFavorites,
  type NameGenerationRequest,
} from '@nestkeep/common/web';
import { toast } from '@/hooks/use-toast';
import { apiRequest, queryClient } from './client';
import { errorMessage } from './content';

export const NAME_FAVORITES_KEY = ['/api/names/favorites'] as const;

export type NameFavorite = NameFavorites['favorites'][number];

/**
 * POST /api/generate-baby-names (part 2 §7). A non-OK answer throws the client's ApiError (status and
 * body); an answer not of the contract's shape throws too, so junk never reaches the cards.
 */
export function useGenerateNames() {
  return useMutation({
    mutationFn: async (request: NameGenerationRequest) =>
      nameGenerationResponse.parse(await apiRequest('POST', '/api/generate-baby-names', request)).names,
  });
}

/** The signed-in user's favourites (and, with family sharing, the partner's, marked `sharedBy`). */
export function useNameFavorites({ enabled }: { enabled: boolean }) {
  return useQuery<NameFavorite[]>({
    queryKey: NAME_FAVORITES_KEY,
    queryFn: async () =>
      nameFavoritesResponse.parse(await apiRequest('GET', '/api/names/favorites')).favorites,
    enabled,
  });
}

/** Own favourites only: a partner's shared entry is not the user's to toggle. */
export const isOwnFavorite = (favorites: readonly NameFavorite[], name: string) =>
  favorites.some((f) => !f.sharedBy && f.name.toLowerCase() === name.toLowerCase());

/**
 * The optimistic part of a favourite change: the list shows the change at once, goes back to what it
 * was if the server refuses, and is refetched either way.
 */
function optimistic<V>(change: (list: NameFavorite[], vars: V) => NameFavorite[]) {
  return {
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: NAME_FAVORITES_KEY });
      const previous = queryClient.getQueryData<NameFavorite[]>(NAME_FAVORITES_KEY);
      queryClient.setQueryData<NameFavorite[]>(NAME_FAVORITES_KEY, (list = []) => change(list, vars));
      return { previous };
    },
    onError: (err: unknown, _vars: V, context: { previous?: NameFavorite[] } | undefined) => {
      queryClient.setQueryData(NAME_FAVORITES_KEY, context?.previous);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessage(err) ?? 'Failed to update favorites. Please try again.',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NAME_FAVORITES_KEY }),
  };
}

/** POST /api/names/favorites with the card. */
export function useAddFavorite() {
  return useMutation({
    mutationFn: (card: GeneratedName) => apiRequest('POST', '/api/names/favorites', card),
    ...optimistic<GeneratedName>((list, card) =>
      isOwnFavorite(list, card.name) ? list : [{ ...card, savedAt: new Date().toISOString() }, ...list],
    ),
  });
}

/** DELETE /api/names/favorites?name=… (in the query: a name may be `..` or hold `/`). */
export function useRemoveFavorite() {
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('DELETE', `/api/names/favorites?${new URLSearchParams({ name })}`),
    ...optimistic<string>((list, name) =>
      list.filter((f) => f.sharedBy || f.name.toLowerCase() !== name.toLowerCase()),
    ),
  });
}
