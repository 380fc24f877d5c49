import type { RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';

type Props = {
  dirty: RefObject<boolean>;
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
};

/** Asks before an in-app navigation leaves confirmed-but-unsaved allergens behind. */
export function UnsavedAllergensDialog({ dirty, onSave, onDiscard }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      Boolean(dirty.current) && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onCancel={() => blocker.reset?.()}
      title="Save allergen changes?"
      description="Some allergen changes are not saved yet. Staff and guests only see saved ones."
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
