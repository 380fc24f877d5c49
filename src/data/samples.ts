import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import { restaurantKeys } from '@/session/restaurant-keys';
import { collectionKey } from './collection';
import { menuKeys } from './menus';

/**
 * 'Remove sample data' (ADR 0026): the restaurant stops showing the samples; every list that
 * showed them is read again, and the restaurant itself says they are gone.
 */
export function useRemoveSamples(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await getBackend()).restaurants.removeSamples(id),
    onSuccess: (saved) => {
      queryClient.setQueryData(restaurantKeys.forUser(saved.userid), saved);
      toast.success(t`Sample data removed`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKey('staff', id) }),
        queryClient.invalidateQueries({ queryKey: collectionKey('notifications', id) }),
        queryClient.invalidateQueries({ queryKey: collectionKey('specials', id) }),
        queryClient.invalidateQueries({ queryKey: menuKeys.list(id) }),
      ]);
    },
    onError: (error) =>
      toast.error(t`Could not remove sample data`, { description: error.message }),
  });
}
