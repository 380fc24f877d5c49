import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog } from '@/components/dialogs/confirm-dialog';
import type { SavedTrainingModule } from '@/domain/training';

type Props = {
  module: SavedTrainingModule | null;
  onCancel: () => void;
  onConfirm: (module: SavedTrainingModule) => void;
};

export function DeleteModuleDialog({ module, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const title = module?.title ?? t`This module`;
  return (
    <ConfirmDeleteDialog
      open={!!module}
      onCancel={onCancel}
      onConfirm={() => module && onConfirm(module)}
      title={t`Delete this module?`}
      description={
        <Trans>
          {title} and its quiz will be removed from your saved training. This cannot be undone.
        </Trans>
      }
    />
  );
}
