import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { paths } from '@/config/paths';
import { AllergensPage } from '@/features/allergens/components/allergens-page';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function AllergensRoute() {
  const { t } = useLingui();
  return (
    <SignedInFrame width="full">
      <Breadcrumbs
        items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Allergens` }]}
      />
      <RequireRestaurant>{(r) => <AllergensPage restaurant={r} />}</RequireRestaurant>
    </SignedInFrame>
  );
}
