import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function NotificationsRoute() {
  return (
    <SignedInFrame>
      <ComingSoon title="Notify Staff About Menu Changes" />
    </SignedInFrame>
  );
}
