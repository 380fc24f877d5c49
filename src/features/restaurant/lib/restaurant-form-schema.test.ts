import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { restaurantFormSchema } from './restaurant-form-schema';

afterEach(() => activateLocale('en'));

const messages = (input: Record<string, string>) =>
  restaurantFormSchema.safeParse(input).error?.issues.map((i) => i.message);

const bad = {
  restaurant_name: 'X',
  location_address: '',
  phone_num: '',
  website_url: 'ftp://example.com',
  allergen_regime: 'eu',
};

describe('the restaurant form says its refusals in the language shown when it validates', () => {
  it('in English, exactly as before', () => {
    expect(messages(bad)).toEqual([
      'Restaurant name must be at least 2 characters',
      'Address is required',
      'Address must be at least 5 characters',
      'Please enter a valid URL',
    ]);
    expect(messages({ ...bad, restaurant_name: '' })?.[0]).toBe('Restaurant name is required');
  });

  it('in Spanish once Spanish is shown', async () => {
    await activateLocale('es');
    expect(messages(bad)).toEqual([
      'El nombre del restaurante debe tener al menos 2 caracteres',
      'La dirección es obligatoria',
      'La dirección debe tener al menos 5 caracteres',
      'Introduzca una URL válida',
    ]);
  });
});
