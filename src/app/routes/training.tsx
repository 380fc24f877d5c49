import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function TrainingRoute() {
  return (
    <SignedInFrame>
      <ComingSoon title="Staff Training" />
    </SignedInFrame>
  );
}
