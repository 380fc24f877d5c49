import { useRef } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';
import { countOf } from '@/domain/relative-time';

type Props = {
  open: boolean;
  toCheck: number;
  onSaveAnyway: () => void;
  onReview: () => void;
  /** After 'Review them', once the dialog is gone: move to the items to check. */
  onReviewed: () => void;
};

/** Asked once before a save that leaves items the import was unsure of unchecked. */
export function UncheckedSaveDialog({ open, toCheck, onSaveAnyway, onReview, onReviewed }: Props) {
  // 'Review them' walks to the first item to check once the dialog has let go of focus.
  const reviewing = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => {
        reviewing.current = true;
        onReview();
      }}
      onCloseAutoFocus={(event) => {
        if (!reviewing.current) return;
        reviewing.current = false;
        event.preventDefault();
        onReviewed();
      }}
      title={`${countOf(toCheck, 'item')} still to check`}
      description="The import was unsure of these. A wrong price or allergen reaches your staff if it is saved."
      cancelLabel="Review them"
    >
      <Button onClick={onSaveAnyway}>Save anyway</Button>
    </ConfirmDialog>
  );
}
