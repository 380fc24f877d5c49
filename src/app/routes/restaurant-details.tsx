import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { RestaurantDetails } from '@/features/restaurant/components/restaurant-details';
import { SignedInFrame } from '../signed-in-frame';

export function RestaurantDetailsRoute() {
  return (
    <SignedInFrame>
      <Breadcrumbs
        items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Restaurant Details' }]}
      />
      <PageHeader title="Restaurant Details" />
      <RestaurantDetails />
    </SignedInFrame>
  );
}
