import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { LeaveGuardDialog } from '@/components/dialogs/leave-guard-dialog';

type Props = {
  dirty: RefObject<boolean>;
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
};

/** Asks before an in-app navigation leaves confirmed-but-unsaved allergens behind. */
export function UnsavedAllergensDialog(props: Props) {
  const { t } = useLingui();
  return (
    <LeaveGuardDialog
      {...props}
      title={t`Save allergen changes?`}
      description={t`Some allergen changes are not saved yet. Staff and guests only see saved ones.`}
    />
  );
}
