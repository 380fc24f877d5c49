import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './app-locale';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

afterEach(() => activateLocale('en'));

describe('relativeTime in the language shown', () => {
  it('keeps the English steps and plurals', () => {
    expect([0, 1, 2, 60, 120, 24 * 60, 48 * 60].map((m) => relativeTime(ago(m), now))).toEqual([
      'just now',
      '1 min ago',
      '2 mins ago',
      '1 hr ago',
      '2 hrs ago',
      '1 day ago',
      '2 days ago',
    ]);
  });

  it('says the same in Spanish, with Spanish plurals', async () => {
    await activateLocale('es');
    expect([0, 5, 60, 24 * 60, 3 * 24 * 60].map((m) => relativeTime(ago(m), now))).toEqual([
      'hace un momento',
      'hace 5 min',
      'hace 1 h',
      'hace 1 día',
      'hace 3 días',
    ]);
  });
});

describe('relativeTime steps', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;

  it.each([
    [0, 'just now'],
    [1 * MIN, '1 min ago'],
    [59 * MIN, '59 mins ago'],
    [60 * MIN, '1 hr ago'],
    [119 * MIN, '1 hr ago'],
    [23 * HOUR, '23 hrs ago'],
    [24 * HOUR, '1 day ago'],
    [48 * HOUR, '2 days ago'],
    [7 * 24 * HOUR, '7 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('treats a future date (clock skew) as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe('just now');
  });
});
