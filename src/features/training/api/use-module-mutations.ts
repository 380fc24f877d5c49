import { rowGone } from '@/backend/port';
import { useCollectionAction } from '@/data/collection';
import type { QuizScore, TrainingModule } from '@/domain/training';
import { newModules } from './saved-modules';

/** Saves new modules in one add (the store gives them their ids); newest first, as listed. */
export function useSaveModules(restaurantId: string) {
  return useCollectionAction('training', restaurantId, (rows, modules: TrainingModule[]) =>
    rows.add(restaurantId, newModules(modules)),
  );
}

export function useDeleteModule(restaurantId: string) {
  return useCollectionAction('training', restaurantId, (rows, id: string) =>
    rows.remove(restaurantId, id),
  );
}

/** Writes the module's last score: one update of that module, read fresh. */
export function useRecordScore(restaurantId: string) {
  return useCollectionAction(
    'training',
    restaurantId,
    async (rows, { id, score }: { id: string; score: QuizScore }) => {
      const module = (await rows.list(restaurantId)).find((m) => m.id === id);
      if (!module) throw rowGone('training module');
      return rows.update(restaurantId, { ...module, lastScore: score });
    },
  );
}
