import { afterEach, describe, expect, it } from 'vitest';
import type { SpecialFormValues } from '@/domain/special';
import { activateLocale } from '@/i18n';
import { specialFormSchema } from './special-form-schema';

afterEach(() => activateLocale('en'));

const form = (over: Partial<SpecialFormValues>): SpecialFormValues => ({
  name: 'Truffle Risotto',
  price: '$28',
  description: '',
  category: 'Special Offers',
  startDate: '2026-11-22',
  endDate: '2026-11-29',
  ...over,
});

const messages = (values: SpecialFormValues) =>
  specialFormSchema.safeParse(values).error?.issues.map((i) => i.message);

describe('the special dialog says its refusals in the language shown when it validates', () => {
  it('in English, exactly as before', () => {
    expect(messages(form({ name: ' ', endDate: '2026-11-20' }))).toEqual([
      'Special name is required',
      'End date must be on or after the start date',
    ]);
    expect(messages(form({ startDate: 'tomorrow' }))?.[0]).toBe('Expected a date as yyyy-MM-dd');
  });

  it('in Spanish once Spanish is shown', async () => {
    await activateLocale('es');
    expect(messages(form({ name: ' ', endDate: '2026-11-20' }))).toEqual([
      'El nombre del especial es obligatorio',
      'La fecha de fin debe ser igual o posterior a la fecha de inicio',
    ]);
  });
});
