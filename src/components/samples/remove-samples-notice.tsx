import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type Props = {
  onRemove: () => void;
  pending: boolean;
};

/**
 * Says the rows marked Sample are examples, and offers to remove them all, after asking: they
 * cannot be brought back, and the restaurant's own data stays as it is (ADR 0026).
 */
export function RemoveSamplesNotice({ onRemove, pending }: Props) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-label={t`Sample data`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm"
    >
      {/* eslint-disable no-restricted-syntax -- <strong>Sample</strong> is a word of the <Trans> message, not bare text */}
      <p className="min-w-0 flex-1 basis-64">
        <Trans>
          Rows marked <strong>Sample</strong> are examples to show how Preshift works, not your
          restaurant&apos;s. Sample staff never receive updates and are not counted as told.
        </Trans>
      </p>
      {/* eslint-enable no-restricted-syntax */}
      <Button variant="outline" onClick={() => setAsking(true)} disabled={pending}>
        {pending ? t`Removing...` : t`Remove sample data`}
      </Button>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        title={t`Remove sample data?`}
        description={t`The sample staff, updates, specials and menus are removed for good. Your own staff, menus, updates and specials stay as they are.`}
      >
        <AlertDialogAction
          onClick={() => {
            setAsking(false);
            onRemove();
          }}
        >
          <Trans>Remove sample data</Trans>
        </AlertDialogAction>
      </ConfirmDialog>
    </section>
  );
}
