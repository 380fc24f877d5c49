import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { AlertDialogAction } from '@/components/ui/alert-dialog';
import type { MenuVersion } from '@/domain/menu-version';
import { versionLabel } from '../lib/version-rows';

type Props = {
  /** The version to restore; the dialog is open while there is one. */
  version: MenuVersion | null;
  current: number;
  /** Unsaved edits to this menu wait in the editor. */
  hasEditorDraft: boolean;
  onCancel: () => void;
  onConfirm: (version: MenuVersion) => void;
};

/** Asks before an old version becomes the newest one, and says nothing is lost by it. */
export function RestoreVersionDialog({
  version,
  current,
  hasEditorDraft,
  onCancel,
  onConfirm,
}: Props) {
  const { t } = useLingui();
  const label = version ? versionLabel(version.version) : '';
  const next = versionLabel(current + 1);
  const now = versionLabel(current);
  return (
    <ConfirmDialog
      open={version !== null}
      onCancel={onCancel}
      title={t`Restore ${label}?`}
      description={
        <>
          <Trans>
            {label} is saved again as a new version, {next}. The current {now} stays in the history,
            so you can go back to it. Staff see the change in your next update.
          </Trans>
          {hasEditorDraft && (
            <span className="mt-2 block font-medium text-foreground">
              <Trans>
                You have unsaved edits to this menu in the editor. They are kept: the editor offers
                them again on top of the restored version, to save or discard.
              </Trans>
            </span>
          )}
        </>
      }
    >
      <AlertDialogAction variant="default" onClick={() => version && onConfirm(version)}>
        <Trans>Restore {label}</Trans>
      </AlertDialogAction>
    </ConfirmDialog>
  );
}
