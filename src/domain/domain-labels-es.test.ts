import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { restaurantFormSchema } from './restaurant';
import { specialCategoryLabel } from './special';
import { staffFormSchema } from './staff';
import { formatStaffDate, languageLabel, PREFERENCE_LABELS } from '@/i18n/staff-labels';

afterEach(() => activateLocale('en'));

const staffForm = {
  name: 'A',
  role: '',
  email: 'not-an-address',
  notificationPreference: '',
  status: 'active',
};

describe('labels and messages from the domain, in the language shown when read', () => {
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

  it('says form errors in the language shown when the form is validated', async () => {
    const english = staffFormSchema.safeParse(staffForm).error?.issues.map((i) => i.message);
    expect(english).toEqual([
      'Name must be at least 2 characters',
      'Role is required',
      'Invalid email address',
      'Please select a notification preference',
    ]);
    await activateLocale('es');
    const spanish = staffFormSchema.safeParse(staffForm).error?.issues.map((i) => i.message);
    expect(spanish).toEqual([
      'El nombre debe tener al menos 2 caracteres',
      'El puesto es obligatorio',
      'Dirección de correo electrónico no válida',
      'Seleccione una preferencia de notificación',
    ]);
    const restaurant = restaurantFormSchema.safeParse({
      restaurant_name: 'X',
      location_address: '',
      phone_num: '',
      website_url: 'ftp://example.com',
      allergen_regime: 'eu',
    });
    expect(restaurant.error?.issues.map((i) => i.message)).toEqual([
      'El nombre del restaurante debe tener al menos 2 caracteres',
      'La dirección es obligatoria',
      'La dirección debe tener al menos 5 caracteres',
      'Introduzca una URL válida',
    ]);
  });
});
