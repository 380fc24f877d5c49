import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { paths } from '@/config/paths';
import { RecordPrintPage } from '@/features/training-record/components/record-print-page';
import { TrainingRecordPage } from '@/features/training-record/components/training-record-page';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function TrainingRecordRoute() {
  const { t } = useLingui();
  return (
    <SignedInFrame width="full">
      <Breadcrumbs
        items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Training record` }]}
      />
      <RequireRestaurant>{(r) => <TrainingRecordPage restaurant={r} />}</RequireRestaurant>
    </SignedInFrame>
  );
}

/** The same record laid out for paper (the filters come in the address). */
export function TrainingRecordPrintRoute() {
  return (
    <SignedInFrame width="full">
      <RequireRestaurant>{(r) => <RecordPrintPage restaurant={r} />}</RequireRestaurant>
    </SignedInFrame>
  );
}
