import type { RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Save changes?</AlertDialogTitle>
          <AlertDialogDescription>
            This menu has changes that are not saved yet.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
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
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
