import type { RefObject } from 'react';
import { LeaveGuardDialog } from '@/components/dialogs/leave-guard-dialog';

type Props = {
  dirty: RefObject<boolean>;
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
};

/** Asks before an in-app navigation leaves confirmed-but-unsaved allergens behind. */
export function UnsavedAllergensDialog(props: Props) {
  return (
    <LeaveGuardDialog
      {...props}
      title="Save allergen changes?"
      description="Some allergen changes are not saved yet. Staff and guests only see saved ones."
    />
  );
}
