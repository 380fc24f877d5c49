import { describe, expect, it } from 'vitest';
import { formatStaffDate, languageLabel } from './staff-labels';

describe('languageLabel', () => {
  it('names each language in itself, and no choice as the browser default', () => {
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('es')).toBe('Español');
    expect(languageLabel(null)).toBe('Browser default');
    expect(languageLabel(undefined)).toBe('Browser default');
  });
});

describe('formatStaffDate', () => {
  it('shows short month, day and year, or N/A', () => {
    expect(formatStaffDate('2024-03-05T12:00:00.000Z')).toBe('Mar 5, 2024');
    expect(formatStaffDate(undefined)).toBe('N/A');
    expect(formatStaffDate('not a date')).toBe('N/A');
  });
});
