import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import {
  addedDescription,
  describeRange,
  formatSpecialDate,
  SPECIAL_STATUS_LABELS,
} from './special-labels';

describe('dates', () => {
  it('formats as a short month, day and year', () => {
    expect(formatSpecialDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatSpecialDate('2027-01-05')).toBe('Jan 5, 2027');
  });
});

describe('wording', () => {
  it('names both dates in the added toast and in the list', () => {
    const range = { startDate: '2026-11-22', endDate: '2026-11-29' };
    expect(addedDescription(range)).toBe('Added from Nov 22, 2026 to Nov 29, 2026');
    expect(describeRange(range)).toBe('Nov 22, 2026 – Nov 29, 2026');
  });

  it('says so when a side is open', () => {
    expect(addedDescription({ startDate: '2026-11-22', endDate: null })).toBe(
      'Added from Nov 22, 2026 with no end date',
    );
    expect(addedDescription({ startDate: null, endDate: '2026-11-29' })).toBe(
      'Added until Nov 29, 2026',
    );
    expect(addedDescription({ startDate: null, endDate: null })).toBe('Added with no date limits');
    expect(describeRange({ startDate: '2026-11-22', endDate: null })).toBe(
      'From Nov 22, 2026, no end date',
    );
    expect(describeRange({ startDate: null, endDate: '2026-11-29' })).toBe('Until Nov 29, 2026');
    expect(describeRange({ startDate: null, endDate: null })).toBe('No date limits');
  });
});

describe('in Spanish', () => {
  it('says the range and the status in the language shown', async () => {
    await activateLocale('es');
    try {
      expect(describeRange({ startDate: '2026-11-22', endDate: null })).toBe(
        'Desde el 22 nov 2026, sin fecha de fin',
      );
      expect(SPECIAL_STATUS_LABELS.upcoming).toBe('Próximo');
    } finally {
      await activateLocale('en');
    }
  });
});
