import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function RestaurantDetailsRoute() {
  return (
    <SignedInFrame>
      <ComingSoon title="Restaurant Details" />
    </SignedInFrame>
  );
}
