import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { LeaveGuardDialog } from '@/components/dialogs/leave-guard-dialog';

type Props = {
  dirty: RefObject<boolean>;
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
};

/** Asks before an in-app navigation leaves unsaved menu edits behind. */
export function UnsavedChangesDialog(props: Props) {
  const { t } = useLingui();
  return (
    <LeaveGuardDialog
      {...props}
      title={t`Save changes?`}
      description={t`This menu has changes that are not saved yet.`}
    />
  );
}
