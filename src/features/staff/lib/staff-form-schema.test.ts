import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { staffFormSchema } from './staff-form-schema';

afterEach(() => activateLocale('en'));

const bad = {
  name: 'A',
  role: '',
  email: 'not-an-address',
  notificationPreference: '',
  status: 'active',
};

const messages = () => staffFormSchema.safeParse(bad).error?.issues.map((i) => i.message);

describe('the staff form says its refusals in the language shown when it validates', () => {
  it('in English, exactly as before', () => {
    expect(messages()).toEqual([
      'Name must be at least 2 characters',
      'Role is required',
      'Invalid email address',
      'Please select a notification preference',
    ]);
  });

  it('in Spanish once Spanish is shown', async () => {
    await activateLocale('es');
    expect(messages()).toEqual([
      'El nombre debe tener al menos 2 caracteres',
      'El puesto es obligatorio',
      'Dirección de correo electrónico no válida',
      'Seleccione una preferencia de notificación',
    ]);
  });

  it('accepts a complete form and trims text', () => {
    const parsed = staffFormSchema.parse({
      name: '  Bo ',
      role: 'Chef',
      email: ' bo@example.com ',
      notificationPreference: 'both',
      status: 'active',
    });
    expect(parsed).toMatchObject({ name: 'Bo', email: 'bo@example.com', language: null });
  });
});
