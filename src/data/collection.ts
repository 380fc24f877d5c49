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

type Change<N extends CollectionName, V, R> = (
  list: List<N>,
  variables: V,
) => { list: List<N>; result: R };

/**
 * Every change to a collection: read the stored list fresh (not the cache, so a change made in
 * another tab is kept), apply a pure rule, write the whole list back, and put what was stored in
 * the cache. `onSuccess` gets the rule's result (the special added, the modules saved...).
 */
export function useCollectionChange<N extends CollectionName, V, R = void>(
  name: N,
  restaurantId: string,
  change: Change<N, V, R>,
  options: {
    view?: (list: List<N>) => List<N>;
    onSuccess?: (result: R, variables: V) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      const backend = await getBackend();
      const current = await readCollection(backend, name, restaurantId, options.view);
      const next = change(current, variables);
      const list = await port(backend, name).replace(restaurantId, next.list);
      return { list, result: next.result };
    },
    onSuccess: ({ list, result }, variables) => {
      queryClient.setQueryData(collectionKey(name, restaurantId), list);
      options.onSuccess?.(result, variables);
    },
    onError: options.onError,
    // Keys under the list's (e.g. the staff page's storage check) derive from it: refresh them.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: collectionKey(name, restaurantId),
        predicate: (query) => query.queryKey.length > 2,
      }),
  });
}
