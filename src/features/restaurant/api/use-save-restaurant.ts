import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import { DEFAULT_ORG_ID } from '@/config/constants';
import type { Restaurant, RestaurantForm } from '@/domain/restaurant';
import { useAuth } from '@/session/auth-context';
import { restaurantKeys } from '@/session/restaurant-keys';

// A marker between mutationFn and onError, never shown: the toast says it in the language shown.
const NO_USER = 'Authentication required';

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** Creates or updates the signed-in user's restaurant; toasts say whether it was saved. */
export function useSaveRestaurant(existing: Restaurant | null | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RestaurantForm) => {
      if (!user) throw new Error(NO_USER);
      const backend = await getBackend();
      const input = {
        restaurant_name: values.restaurant_name.trim(),
        location_address: orNull(values.location_address),
        phone_num: orNull(values.phone_num),
        website_url: orNull(values.website_url),
        allergen_regime: values.allergen_regime,
        userid: user.id,
        orgid: existing?.orgid ?? DEFAULT_ORG_ID,
      };
      return existing
        ? backend.restaurants.update(existing.restaurantid, input)
        : backend.restaurants.create(input);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(restaurantKeys.forUser(saved.userid), saved);
      toast.success(existing ? t`Restaurant updated` : t`Restaurant created`, {
        description: t`Restaurant details saved`,
      });
    },
    onError: (error) => {
      if (error.message === NO_USER) {
        toast.error(t`Authentication required`, {
          description: t`Please log in to save restaurant details`,
        });
        return;
      }
      console.error('[restaurant] save failed', error);
      toast.error(t`Error saving restaurant`, {
        description: t`There was a problem saving your restaurant details`,
      });
    },
  });
}
