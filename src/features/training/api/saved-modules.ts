import type { QuizScore, SavedTrainingModule, TrainingModule } from '@/domain/training';

/** Pure list changes behind the mutations, kept apart so they are tested without a backend. */
export function withSavedModules(
  list: SavedTrainingModule[],
  modules: TrainingModule[],
  now = new Date(),
): { list: SavedTrainingModule[]; saved: SavedTrainingModule[] } {
  const stamp = now.getTime();
  const taken = new Set(list.map((m) => m.id));
  const saved = modules.map((module, i) => {
    let id = `training-${stamp}-${i}`;
    // Two saves in the same millisecond must not overwrite each other.
    for (let n = 1; taken.has(id); n++) id = `training-${stamp}-${i}-${n}`;
    taken.add(id);
    return { ...module, id, createdAt: now.toISOString() };
  });
  // Newest first: what was just saved is what the manager looks for.
  return { list: [...saved, ...list], saved };
}

export function withoutModule(list: SavedTrainingModule[], id: string): SavedTrainingModule[] {
  return list.filter((m) => m.id !== id);
}

export function withScore(
  list: SavedTrainingModule[],
  id: string,
  score: QuizScore,
): SavedTrainingModule[] {
  return list.map((m) => (m.id === id ? { ...m, lastScore: score } : m));
}
