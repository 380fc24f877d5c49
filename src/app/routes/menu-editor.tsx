import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function MenuEditorRoute() {
  return (
    <SignedInFrame>
      <ComingSoon title="Menu Editor" />
    </SignedInFrame>
  );
}
