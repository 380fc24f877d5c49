import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { QuizScore, SavedTrainingModule, TrainingModule } from '@/domain/training';
import { trainingKeys } from './keys';
import { withSavedModules, withScore, withoutModule } from './saved-modules';

type Change<V> = (list: SavedTrainingModule[], variables: V) => SavedTrainingModule[];

/**
 * Reads the stored list, changes it and writes it back whole (the port stores small lists as a
 * unit), so a change made in another tab since this page loaded is not lost.
 */
function useChangeModules<V>(restaurantId: string, change: Change<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      const backend = await getBackend();
      const current = await backend.training.list(restaurantId);
      return backend.training.replace(restaurantId, change(current, variables));
    },
    onSuccess: (list) => queryClient.setQueryData(trainingKeys.list(restaurantId), list),
  });
}

export function useSaveModules(restaurantId: string) {
  return useChangeModules(
    restaurantId,
    (list, modules: TrainingModule[]) => withSavedModules(list, modules).list,
  );
}

export function useDeleteModule(restaurantId: string) {
  return useChangeModules(restaurantId, (list, id: string) => withoutModule(list, id));
}

export function useRecordScore(restaurantId: string) {
  return useChangeModules(restaurantId, (list, v: { id: string; score: QuizScore }) =>
    withScore(list, v.id, v.score),
  );
}
