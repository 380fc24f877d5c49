import { RecordConflictError, rowGone } from '@/backend/port';
import { useCollectionAction } from '@/data/collection';
import { savedTrainingModuleSchema, type QuizScore, type TrainingModule } from '@/domain/training';
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

/**
 * Writes the module's last score: one update of that module, read fresh, from its version. The
 * score is one field of its own: when the module was changed between the read and the write, it
 * goes once onto the module as stored then (ADR 0056), never the older copy over the change.
 */
export function useRecordScore(restaurantId: string) {
  return useCollectionAction(
    'training',
    restaurantId,
    async (rows, { id, score }: { id: string; score: QuizScore }) => {
      const module = (await rows.list(restaurantId)).find((m) => m.id === id);
      if (!module) throw rowGone('training module');
      try {
        return await rows.update(restaurantId, { ...module, lastScore: score });
      } catch (error) {
        if (!(error instanceof RecordConflictError)) throw error;
        const current = savedTrainingModuleSchema.parse(error.current);
        return rows.update(restaurantId, { ...current, lastScore: score });
      }
    },
  );
}
