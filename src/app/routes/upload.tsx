import { ComingSoon } from '@/components/layout/coming-soon';
import { SignedInFrame } from '../signed-in-frame';

export function UploadRoute() {
  return (
    <SignedInFrame>
      <ComingSoon title="Upload Menu" />
    </SignedInFrame>
  );
}
