import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/session/auth-context';
import { useCurrentRestaurant } from '@/session/use-current-restaurant';
import { useSaveRestaurant } from '../api/use-save-restaurant';
import { RestaurantCard } from './restaurant-card';
import { RestaurantForm } from './restaurant-form';

/** Restaurant page: loading, then create mode or view mode; edit switches to the form. */
export function RestaurantDetails() {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useCurrentRestaurant();
  const restaurant = query.data ?? null;
  const save = useSaveRestaurant(restaurant);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (query.isError) {
      console.error('[restaurant] load failed', query.error);
      toast.error(t`Error loading restaurant`, {
        description: t`There was a problem loading your restaurant details`,
      });
    }
  }, [query.isError, query.error, t]);

  if (!user)
    return (
      <p role="alert">
        <Trans>Authentication required</Trans>
      </p>
    );
  if (query.isPending)
    return (
      <p className="text-muted-foreground">
        <Trans>Loading restaurant details...</Trans>
      </p>
    );

  if (restaurant && !editing && !query.isError) {
    return <RestaurantCard restaurant={restaurant} onEdit={() => setEditing(true)} />;
  }
  return (
    <Card>
      <CardContent className="pt-6 md:pt-6">
        <RestaurantForm
          key={restaurant?.restaurantid ?? 'new'}
          restaurant={restaurant}
          saving={save.isPending}
          onCancel={restaurant ? () => setEditing(false) : undefined}
          onSubmit={async (values, version) => {
            await save.mutateAsync({ values, version });
            setEditing(false);
          }}
        />
      </CardContent>
    </Card>
  );
}
