import { describe, expect, it } from 'vitest';
import type { SavedTrainingModule, TrainingModule } from '@/domain/training';
import { withSavedModules, withScore, withoutModule } from './saved-modules';

const module = (title: string): TrainingModule => ({
  title,
  type: 'wine_pairings',
  content: 'Text',
  sourceUrl: null,
});
const now = new Date('2026-03-01T10:00:00.000Z');
const stamp = now.getTime();

describe('saved module list changes', () => {
  it('gives new modules training-{timestamp}-{i} ids and createdAt, newest first', () => {
    const existing: SavedTrainingModule = { ...module('Old'), id: 'training-1-0', createdAt: 'x' };
    const { list, saved } = withSavedModules([existing], [module('A'), module('B')], now);
    expect(saved.map((m) => m.id)).toEqual([`training-${stamp}-0`, `training-${stamp}-1`]);
    expect(saved.every((m) => m.createdAt === '2026-03-01T10:00:00.000Z')).toBe(true);
    expect(list.map((m) => m.title)).toEqual(['A', 'B', 'Old']);
  });

  it('never reuses an id saved in the same millisecond', () => {
    const first = withSavedModules([], [module('A')], now).list;
    const second = withSavedModules(first, [module('B')], now).list;
    expect(new Set(second.map((m) => m.id)).size).toBe(2);
  });

  it('deletes by id and records a score on one module only', () => {
    const { list } = withSavedModules([], [module('A'), module('B')], now);
    expect(withoutModule(list, list[0]!.id).map((m) => m.title)).toEqual(['B']);
    const score = { correct: 2, total: 3, takenAt: now.toISOString() };
    const scored = withScore(list, list[1]!.id, score);
    expect(scored[1]!.lastScore).toEqual(score);
    expect(scored[0]!.lastScore).toBeUndefined();
  });
});
