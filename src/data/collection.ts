import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { Backend, CollectionPort } from '@/backend/port';
import type { SentNotification } from '@/domain/notification';
import type { Special } from '@/domain/special';
import type { StaffMember } from '@/domain/staff';
import type { SavedTrainingModule } from '@/domain/training';

/** The small per-restaurant lists the port stores as a unit, by name. */
export type Collections = {
  staff: StaffMember;
  specials: Special;
  notifications: SentNotification;
  training: SavedTrainingModule;
};
export type CollectionName = keyof Collections;
type List<N extends CollectionName> = Collections[N][];

export const collectionKey = (name: CollectionName, restaurantId: string) =>
  [name, restaurantId] as const;

const port = <N extends CollectionName>(backend: Backend, name: N) =>
  backend[name] as unknown as CollectionPort<Collections[N]>;

/**
 * How a collection is read: the stored list through `view` (a pure function: the staff list
 * shows legacy records migrated). Reading never writes.
 */
export function readCollection<N extends CollectionName>(
  backend: Backend,
  name: N,
  restaurantId: string,
  view: (list: List<N>) => List<N> = (list) => list,
): Promise<List<N>> {
  return port(backend, name).list(restaurantId).then(view);
}

export function collectionQuery<N extends CollectionName>(
  name: N,
  restaurantId: string,
  view?: (list: List<N>) => List<N>,
) {
  return queryOptions({
    queryKey: collectionKey(name, restaurantId),
    queryFn: async () => readCollection(await getBackend(), name, restaurantId, view),
  });
}

/** One action on a collection through its port: one add, update or remove of the rows it names. */
export type CollectionAction<N extends CollectionName, V, R> = (
  rows: CollectionPort<Collections[N]>,
  variables: V,
) => Promise<R>;

/**
 * Every change to a collection is one port action (add, update or remove of the rows it names),
 * never the whole list written back: a row another device added or edited meanwhile is left as it
 * is. `cache` puts the result into the cached list at once (the list is read again afterwards
 * anyway); `onSuccess` gets the action's result (the special added, the modules saved...).
 */
export function useCollectionAction<N extends CollectionName, V, R = void>(
  name: N,
  restaurantId: string,
  action: CollectionAction<N, V, R>,
  options: {
    cache?: (list: List<N>, result: R, variables: V) => List<N>;
    onSuccess?: (result: R, variables: V) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => action(port(await getBackend(), name), variables),
    onSuccess: (result, variables) => {
      const { cache } = options;
      if (cache)
        queryClient.setQueryData<List<N>>(collectionKey(name, restaurantId), (list) =>
          list ? cache(list, result, variables) : list,
        );
      options.onSuccess?.(result, variables);
    },
    onError: options.onError,
    // The stored list is the truth (another device may have changed it too): read it again, with
    // the keys under it (e.g. the staff page's storage check).
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKey(name, restaurantId) }),
  });
}
