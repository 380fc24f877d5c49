import { Trans, useLingui } from '@lingui/react/macro';
import { Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { displayName } from '@/domain/profile';
import { useAuth } from '@/session/auth-context';
import { useCurrentRestaurant } from '@/session/use-current-restaurant';

export function DashboardHeader() {
  const { t } = useLingui();
  const { user, profile } = useAuth();
  const { data: restaurant, isPending } = useCurrentRestaurant();
  const manager = displayName(
    { full_name: profile?.full_name, email: profile?.email ?? user?.email },
    t`Manager`,
  );
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-4 sm:flex-row sm:items-center sm:justify-between md:pt-6">
        <div className="flex min-w-0 items-center gap-3">
          <Store className="size-10 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold" data-testid="restaurant-name">
              {isPending ? t`Loading...` : (restaurant?.restaurant_name ?? t`Your Restaurant`)}
            </h1>
            <p className="text-sm text-muted-foreground wrap-anywhere">
              <Trans>Manager: {manager}</Trans>
            </p>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link
            to={paths.restaurantDetails}
            onClick={() =>
              toast(t`Restaurant profile`, {
                description: t`You can edit your restaurant details here`,
              })
            }
          >
            <Trans>Edit Restaurant</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
