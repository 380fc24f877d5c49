import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
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
