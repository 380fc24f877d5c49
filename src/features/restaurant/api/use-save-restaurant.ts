import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import { RecordConflictError } from '@/backend/port';
import { DEFAULT_ORG_ID } from '@/config/constants';
import { restaurantSchema, type Restaurant, type RestaurantForm } from '@/domain/restaurant';
import { useAuth } from '@/session/auth-context';
import { restaurantKeys } from '@/session/restaurant-keys';

// A marker between mutationFn and onError, never shown: the toast says it in the language shown.
const NO_USER = 'Authentication required';

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The form's values, and the version of the restaurant the form was opened on (ADR 0056). */
export type SaveRestaurant = { values: RestaurantForm; version: number | undefined };

/**
 * Creates or updates the signed-in user's restaurant; toasts say whether it was saved. An edit
 * names the version it started from; one refused because the restaurant was saved elsewhere since
 * is the form's to show (RecordConflictError), with the restaurant as stored put in the cache.
 */
export function useSaveRestaurant(existing: Restaurant | null | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, version }: SaveRestaurant) => {
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
      if (!existing) return backend.restaurants.create(input);
      // A form that never read a version cannot say what it would overwrite.
      if (version === undefined) throw new RecordConflictError(existing);
      return backend.restaurants.update(existing.restaurantid, { ...input, version });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(restaurantKeys.forUser(saved.userid), saved);
      toast.success(existing ? t`Restaurant updated` : t`Restaurant created`, {
        description: t`Restaurant details saved`,
      });
    },
    onError: (error) => {
      if (error instanceof RecordConflictError) {
        // The form says it beside what was typed; the page behind it shows the stored one.
        const current = restaurantSchema.safeParse(error.current);
        if (current.success)
          queryClient.setQueryData(restaurantKeys.forUser(current.data.userid), current.data);
        return;
      }
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
