import { ConfirmDeleteDialog } from '@/components/dialogs/confirm-dialog';
import type { SavedTrainingModule } from '@/domain/training';

type Props = {
  module: SavedTrainingModule | null;
  onCancel: () => void;
  onConfirm: (module: SavedTrainingModule) => void;
};

export function DeleteModuleDialog({ module, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDeleteDialog
      open={!!module}
      onCancel={onCancel}
      onConfirm={() => module && onConfirm(module)}
      title="Delete this module?"
      description={
        <>
          {module?.title ?? 'This module'} and its quiz will be removed from your saved training.
          This cannot be undone.
        </>
      }
    />
  );
}
