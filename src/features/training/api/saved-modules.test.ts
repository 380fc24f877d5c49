import { describe, expect, it } from 'vitest';
import type { TrainingModule } from '@/domain/training';
import { newModules } from './saved-modules';

const module = (title: string): TrainingModule => ({
  title,
  type: 'wine_pairings',
  content: 'Text',
  sourceUrl: null,
});
const now = new Date('2026-03-01T10:00:00.000Z');
const stamp = now.getTime();

describe('new training modules', () => {
  it('gives them training-{timestamp}-{i} ids and the save time, in order', () => {
    const saved = newModules([module('A'), module('B')], now);
    expect(saved.map((m) => [m.title, m.id])).toEqual([
      ['A', `training-${stamp}-0`],
      ['B', `training-${stamp}-1`],
    ]);
    expect(saved.every((m) => m.createdAt === '2026-03-01T10:00:00.000Z')).toBe(true);
  });
});
