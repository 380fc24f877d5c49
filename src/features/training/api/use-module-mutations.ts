import { useCollectionChange } from '@/data/collection';
import type { QuizScore, SavedTrainingModule, TrainingModule } from '@/domain/training';
import { withSavedModules, withScore, withoutModule } from './saved-modules';

type Change<V> = (list: SavedTrainingModule[], variables: V) => SavedTrainingModule[];

function useChangeModules<V>(restaurantId: string, change: Change<V>) {
  return useCollectionChange('training', restaurantId, (list, variables: V) => ({
    list: change(list, variables),
    result: undefined,
  }));
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
