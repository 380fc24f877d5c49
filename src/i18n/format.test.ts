import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './app-locale';
import { formatDate, formatNumber } from './format';

afterEach(() => i18n.activate('en'));

const saved = new Date(2026, 10, 26, 9, 17);

describe('dates and numbers in the language shown', () => {
  it('reads as the spec writes them in English', () => {
    expect(formatDate(saved)).toBe('Nov 26, 2026');
    expect(formatDate(saved, 'dateTime')).toMatch(/^Nov 26, 2026, 9:17\sAM$/);
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('reads as Spanish speakers write them in Spanish', async () => {
    await activateLocale('es');
    expect(formatDate(saved)).toBe('26 nov 2026');
    expect(formatDate(saved, 'weekday')).toBe('jueves, 26 de noviembre');
    expect(formatNumber(12345.5)).toBe('12.345,5');
  });

  it('gives the fallback for a value that is not a date', () => {
    expect(formatDate('not a date', 'date', 'N/A')).toBe('N/A');
  });
});
