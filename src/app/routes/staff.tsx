import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function StaffRoute() {
  return (
    <SignedInFrame width="full">
      <ComingSoon title="Staff Management" />
    </SignedInFrame>
  );
}
