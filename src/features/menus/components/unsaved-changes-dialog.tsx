import type { RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';

type Props = {
  dirty: RefObject<boolean>;
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
};

/**
 * Asks before an in-app navigation leaves unsaved edits behind. Moving within the editor (the
 * address of a menu just saved) is not leaving it.
 */
export function UnsavedChangesDialog({ dirty, onSave, onDiscard }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      Boolean(dirty.current) && currentLocation.pathname !== nextLocation.pathname,
  );
  const open = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => blocker.reset?.()}
      title="Save changes?"
      description="This menu has changes that are not saved yet."
      cancelLabel="Keep editing"
    >
      <Button
        variant="outline"
        onClick={() => {
          onDiscard();
          blocker.proceed?.();
        }}
      >
        Discard
      </Button>
      <Button
        onClick={() =>
          void onSave().then((saved) => (saved ? blocker.proceed?.() : blocker.reset?.()))
        }
      >
        Save
      </Button>
    </ConfirmDialog>
  );
}
