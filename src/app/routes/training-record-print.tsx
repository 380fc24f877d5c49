import { RecordPrintPage } from '@/features/training-record/components/record-print-page';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function TrainingRecordPrintRoute() {
  return (
    <SignedInFrame width="full">
      <RequireRestaurant>{(r) => <RecordPrintPage restaurant={r} />}</RequireRestaurant>
    </SignedInFrame>
  );
}
