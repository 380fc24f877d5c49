import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { paths } from '@/config/paths';
import { StaffManagement } from '@/features/staff/components/staff-management';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function StaffRoute() {
  return (
    <SignedInFrame width="full">
      <Breadcrumbs
        items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Staff Management' }]}
      />
      <RequireRestaurant>
        {(r) => <StaffManagement restaurantId={r.restaurantid} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
