import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { SavedTrainingModule } from '@/domain/training';

type Props = {
  module: SavedTrainingModule | null;
  onCancel: () => void;
  onConfirm: (module: SavedTrainingModule) => void;
};

export function DeleteModuleDialog({ module, onCancel, onConfirm }: Props) {
  return (
    <AlertDialog open={!!module} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this module?</AlertDialogTitle>
          <AlertDialogDescription>
            {module?.title ?? 'This module'} and its quiz will be removed from your saved training.
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => module && onConfirm(module)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
