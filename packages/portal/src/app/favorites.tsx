import { type Favorite, isContractError, type Property } from '@convive/sdk';
import { FavoriteButton, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offerSignInForFavorite } from '../account/access/SignInPrompt';
import { favoritesMessages } from '../logic/messages/favorites';
import { keys } from './queryKeys';
import { useSession } from './session';

/**
 * The tenant's favourites, with one source of truth: the query `keys.favorites.of(user)`. Every
 * heart, the favourites page and the dashboard home read it; adding or removing writes it at once
 * (optimistic, put back when the call fails) and refetches it after. Visitors and landlords have no
 * favourites and call nothing.
 */

/** Raised when GET /favorites/ answers something that is not a list of favourites (spec 02 §8). */
export class FavoritesFormatError extends Error {}

/** The favourites query (enabled for a signed-in tenant only). */
export function useFavorites() {
  const { client } = useConvive();
  const { user, isTenant } = useSession();
  return useQuery({
    queryKey: keys.favorites.of(user?.id ?? null),
    queryFn: async (): Promise<Favorite[]> => {
      try {
        return await client.favorites.list();
      } catch (error) {
        if (isContractError(error)) {
          throw new FavoritesFormatError(favoritesMessages.badFormat);
        }
        throw error;
      }
    },
    enabled: isTenant,
  });
}

const TOGGLE_KEY = [...keys.favorites.all, 'toggle'] as const;

interface Toggle {
  property: Property;
  remove: boolean;
}

/** Adds or removes one favourite, writing the query first and putting it back on failure. */
export function useToggleFavorite() {
  const { client } = useConvive();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = keys.favorites.of(user?.id ?? null);
  const mutation = useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: async ({ property, remove }: Toggle): Promise<Favorite | null> => {
      if (remove) {
        await client.favorites.removeByProperty(property.id);
        return null;
      }
      return client.favorites.add(property.id);
    },
    onMutate: async ({ property, remove }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorite[]>(key);
      queryClient.setQueryData<Favorite[]>(key, (list = []) => {
        const others = list.filter((f) => f.property !== property.id);
        if (remove) return others;
        // Stands in for the server's answer (a temporary negative id) until it comes.
        const pending = {
          id: -property.id,
          property: property.id,
          property_details: property,
          created_at: new Date().toISOString(),
        };
        return [pending, ...others];
      });
      return { previous };
    },
    onSuccess: (added, { property }) => {
      if (!added) return;
      queryClient.setQueryData<Favorite[]>(key, (list = []) => [
        added,
        ...list.filter((f) => f.property !== property.id),
      ]);
    },
    onError: (_error, _toggle, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () => {
      // The last of several quick toggles brings the list in line with the server.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
  const list = useFavorites().data;
  return {
    isFavorite: (propertyId: number) => list?.some((f) => f.property === propertyId) ?? false,
    /** Adds when absent, removes when present (spec 01 §4); answers what happened. */
    toggle: async (property: Property): Promise<'added' | 'removed'> => {
      const current = queryClient.getQueryData<Favorite[]>(key) ?? [];
      const remove = current.some((f) => f.property === property.id);
      await mutation.mutateAsync({ property, remove });
      return remove ? 'removed' : 'added';
    },
  };
}

export interface PortalFavoriteButtonProps {
  property: Property;
  /** Called after a successful toggle. */
  onToggle?(result: 'added' | 'removed'): void;
}

/**
 * The widgets' heart (toasts, hidden for landlords) over the favourites query; a visitor's press
 * offers to sign in and adds the favourite afterwards.
 */
export function PortalFavoriteButton({ property, onToggle }: PortalFavoriteButtonProps) {
  const { isFavorite, toggle } = useToggleFavorite();
  return (
    <FavoriteButton
      propertyId={property.id}
      propertyTitle={property.title}
      favorite={isFavorite(property.id)}
      toggle={() => toggle(property)}
      onSignInRequired={offerSignInForFavorite}
      {...(onToggle ? { onToggle } : {})}
    />
  );
}
