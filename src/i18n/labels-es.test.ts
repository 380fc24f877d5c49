import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { specialCategoryLabel } from './special-labels';
import { formatStaffDate, languageLabel, PREFERENCE_LABELS } from './staff-labels';

afterEach(() => activateLocale('en'));

describe('labels of staff entries and specials, in the language shown when read', () => {
  it('reads English by default, exactly as before', () => {
    expect(PREFERENCE_LABELS.both).toBe('Both');
    expect(languageLabel(null)).toBe('Browser default');
    expect(formatStaffDate('2026-11-22T10:00:00')).toBe('Nov 22, 2026');
    expect(formatStaffDate(undefined)).toBe('N/A');
    expect(specialCategoryLabel("Chef's Selection")).toBe("Chef's Selection");
  });

  it('reads the same labels in Spanish once Spanish is shown', async () => {
    await activateLocale('es');
    expect(PREFERENCE_LABELS.both).toBe('Ambos');
    expect(languageLabel(null)).toBe('Predeterminado del navegador');
    expect(languageLabel('en')).toBe('English');
    expect(formatStaffDate('2026-11-22T10:00:00')).toBe('22 nov 2026');
    expect(formatStaffDate('garbage')).toBe('N/D');
    expect(specialCategoryLabel("Chef's Selection")).toBe('Selección del chef');
    // A category the manager typed is theirs, shown as written.
    expect(specialCategoryLabel('Brunch only')).toBe('Brunch only');
  });
});
