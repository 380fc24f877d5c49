import { describe, expect, it } from 'vitest';
import {
  allergenIdSchema,
  allergenLabel,
  allergenStatesSchema,
  allergenWord,
  REGIME_ALLERGENS,
  regimeForLocale,
} from './allergens';

describe('allergenLabel', () => {
  it("uses the EU's wording for its 14, in the law's order", () => {
    expect(REGIME_ALLERGENS.eu.map((id) => allergenLabel(id, 'eu'))).toEqual([
      'Cereals containing gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Peanuts',
      'Soybeans',
      'Milk',
      'Tree nuts',
      'Celery',
      'Mustard',
      'Sesame',
      'Sulphites',
      'Lupin',
      'Molluscs',
    ]);
  });

  it("uses FALCPA's wording for the US's 9", () => {
    expect(REGIME_ALLERGENS.us.map((id) => allergenLabel(id, 'us'))).toEqual([
      'Milk',
      'Eggs',
      'Fish',
      'Crustacean shellfish',
      'Tree nuts',
      'Peanuts',
      'Wheat',
      'Soybeans',
      'Sesame',
    ]);
  });

  it('still names an id outside the regime', () => {
    expect(allergenLabel('wheat', 'eu')).toBe('Wheat');
    expect(allergenLabel('molluscs', 'us')).toBe('Molluscs');
  });
});

describe('allergenWord', () => {
  it('gives every id a short lowercase word', () => {
    expect(allergenIdSchema.options.map(allergenWord)).toEqual([
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soy',
      'milk',
      'tree nuts',
      'celery',
      'mustard',
      'sesame',
      'sulphites',
      'lupin',
      'molluscs',
      'wheat',
    ]);
  });
});

describe('regimeForLocale', () => {
  it.each([
    ['en-US', 'us'],
    ['es-US', 'us'],
    ['en-us', 'us'],
    ['en_US.UTF-8', 'us'],
    ['en-Latn-US', 'us'],
    ['en-US-u-ca-gregory', 'us'],
    ['es-PR', 'us'],
    ['en-GB', 'eu'],
    ['fr-FR', 'eu'],
    ['de_DE@euro', 'eu'],
    ['en-CA', 'eu'],
    ['es-419', 'eu'],
    ['en', 'eu'],
    ['', 'eu'],
    [undefined, 'eu'],
    ['not a locale', 'eu'],
  ] as const)('%s -> %s', (locale, regime) => {
    expect(regimeForLocale(locale)).toBe(regime);
  });

  it('parses the tag itself where Intl.Locale is missing', () => {
    const saved = Intl.Locale;
    // Simulating an engine without Intl.Locale.
    Reflect.deleteProperty(Intl, 'Locale');
    try {
      expect(regimeForLocale('en-US')).toBe('us');
      expect(regimeForLocale('en-u-ca-us')).toBe('eu');
      expect(regimeForLocale('en-GB')).toBe('eu');
    } finally {
      Object.defineProperty(Intl, 'Locale', { value: saved, writable: true, configurable: true });
    }
  });
});

describe('allergenStatesSchema', () => {
  it('reads stored rows, defaulting the state and the reasons', () => {
    expect(
      allergenStatesSchema.parse({
        sesame: { suggestion: { state: 'contains' } },
        milk: { state: 'free' },
      }),
    ).toEqual({
      sesame: { state: 'not_confirmed', suggestion: { state: 'contains', because: [] } },
      milk: { state: 'free' },
    });
  });

  it('refuses a suggestion of `free`: only a kitchen can say that', () => {
    expect(
      allergenStatesSchema.safeParse({ milk: { suggestion: { state: 'free' } } }).success,
    ).toBe(false);
  });
});
