import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function SpecialsRoute() {
  return (
    <SignedInFrame>
      <ComingSoon title="Specials & Promotions" />
    </SignedInFrame>
  );
}
