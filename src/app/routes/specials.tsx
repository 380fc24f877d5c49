import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { paths } from '@/config/paths';
import { SpecialsManager } from '@/features/specials/components/specials-manager';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function SpecialsRoute() {
  const { t } = useLingui();
  return (
    <SignedInFrame>
      <Breadcrumbs
        items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Specials & Promotions` }]}
      />
      <RequireRestaurant>
        {(r) => <SpecialsManager restaurantId={r.restaurantid} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
