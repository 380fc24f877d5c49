import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';

type Props = {
  /** Read at the moment of a navigation, before React re-renders. */
  dirty: RefObject<boolean>;
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
  title: string;
  description: string;
};

/**
 * Asks before an in-app navigation leaves unsaved work behind: keep editing, discard or save.
 * Moving within the same page (a new address for what was just saved) is not leaving it.
 */
export function LeaveGuardDialog({ dirty, onSave, onDiscard, title, description }: Props) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      Boolean(dirty.current) && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onCancel={() => blocker.reset?.()}
      title={title}
      description={description}
      cancelLabel={t`Keep editing`}
    >
      <Button
        variant="outline"
        onClick={() => {
          onDiscard();
          blocker.proceed?.();
        }}
      >
        <Trans>Discard</Trans>
      </Button>
      <Button
        onClick={() =>
          void onSave().then((saved) => (saved ? blocker.proceed?.() : blocker.reset?.()))
        }
      >
        <Trans>Save</Trans>
      </Button>
    </ConfirmDialog>
  );
}
