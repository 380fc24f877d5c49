import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function MenusRoute() {
  return (
    <SignedInFrame>
      <ComingSoon title="Your Menus" />
    </SignedInFrame>
  );
}
