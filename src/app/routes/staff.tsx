import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { paths } from '@/config/paths';
import { StaffManagement } from '@/features/staff/components/staff-management';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function StaffRoute() {
  const { t } = useLingui();
  return (
    <SignedInFrame width="full">
      <Breadcrumbs
        items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Staff Management` }]}
      />
      <RequireRestaurant>
        {(r) => <StaffManagement restaurantId={r.restaurantid} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
