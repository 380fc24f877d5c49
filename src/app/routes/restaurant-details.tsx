import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { RestaurantDetails } from '@/features/restaurant/components/restaurant-details';
import { SignedInFrame } from '../signed-in-frame';

export function RestaurantDetailsRoute() {
  const { t } = useLingui();
  return (
    <SignedInFrame>
      <Breadcrumbs
        items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Restaurant Details` }]}
      />
      <PageHeader title={t`Restaurant Details`} />
      <RestaurantDetails />
    </SignedInFrame>
  );
}
