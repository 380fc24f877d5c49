import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';

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
  const { t } = useLingui();
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
      title={t`${plural(toCheck, { one: '# item still to check', other: '# items still to check' })}`}
      description={t`The import was unsure of these. A wrong price or allergen reaches your staff if it is saved.`}
      cancelLabel={t`Review them`}
    >
      <Button onClick={onSaveAnyway}>
        <Trans>Save anyway</Trans>
      </Button>
    </ConfirmDialog>
  );
}
