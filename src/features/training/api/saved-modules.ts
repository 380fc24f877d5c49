import type { SavedTrainingModule, TrainingModule } from '@/domain/training';

/**
 * New modules as saved: training-{timestamp}-{i} ids and the time they were saved. The store
 * keeps ids unique (two saves in the same millisecond in two tabs get distinct ones).
 */
export function newModules(modules: TrainingModule[], now = new Date()): SavedTrainingModule[] {
  const stamp = now.getTime();
  return modules.map((module, i) => ({
    ...module,
    id: `training-${stamp}-${i}`,
    createdAt: now.toISOString(),
  }));
}
