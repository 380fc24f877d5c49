import { Trans } from '@lingui/react/macro';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Restaurant } from '@/domain/restaurant';
import { useCurrentRestaurant } from './use-current-restaurant';

/** Restaurant data needs a restaurant: until one exists, explain and link to its setup. */
export function RequireRestaurant({
  children,
}: {
  children: (restaurant: Restaurant) => ReactNode;
}) {
  const { data, isPending, isError, refetch } = useCurrentRestaurant();
  if (isPending) return <Spinner />;
  if (isError) {
    return (
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <p role="alert">
            <Trans>There was a problem loading your restaurant details.</Trans>
          </p>
          <Button onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!data) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <Store className="size-10 text-primary" aria-hidden />
          <h2 className="text-lg font-semibold">
            <Trans>Set up your restaurant first</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Menus, staff and updates belong to a restaurant. It takes a minute.</Trans>
          </p>
          <Button asChild>
            <Link to={paths.restaurantDetails}>
              <Trans>Set up restaurant</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <>{children(data)}</>;
}
