import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { paths } from '@/config/paths';
import { AllergensPage } from '@/features/allergens/components/allergens-page';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function AllergensRoute() {
  return (
    <SignedInFrame width="full">
      <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Allergens' }]} />
      <RequireRestaurant>{(r) => <AllergensPage restaurant={r} />}</RequireRestaurant>
    </SignedInFrame>
  );
}
