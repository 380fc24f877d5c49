import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { Backend } from '@/backend/port';
import { unannouncedChanges, type UnannouncedChanges } from '@/domain/menu-version-rules';
import { menuKeys } from './menus';
import { withoutSamples } from '@/domain/samples';

/**
 * The changes staff have not been told about, from the stored versions and the updates sent: the
 * same answer on any device a manager signs in on.
 */
export async function loadUnannounced(
  backend: Backend,
  restaurantId: string,
): Promise<UnannouncedChanges> {
  const [menus, sent] = await Promise.all([
    backend.menus.list(restaurantId),
    backend.notifications.list(restaurantId),
  ]);
  const saved = withoutSamples(menus);
  const versions = new Map(
    await Promise.all(
      saved.map(async (m) => [m.id, await backend.menus.versions(restaurantId, m.id)] as const),
    ),
  );
  return unannouncedChanges(saved, versions, sent);
}

export const unannouncedQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: menuKeys.unannounced(restaurantId),
    queryFn: async () => loadUnannounced(await getBackend(), restaurantId),
  });

export function useUnannounced(restaurantId: string) {
  return useQuery(unannouncedQuery(restaurantId));
}
