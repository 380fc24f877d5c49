import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function SettingsRoute() {
  return (
    <SignedInFrame width="full">
      <ComingSoon title="Dashboard" />
    </SignedInFrame>
  );
}
