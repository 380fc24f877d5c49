import { describe, expect, it } from 'vitest';
import {
  allergenIdSchema,
  allergenLabel,
  allergenWord,
  REGIME_ALLERGENS,
  regimeSchema,
} from '../allergens';
import { allergenLabelIn, allergenWordIn, SPANISH_GLOSSARY } from './allergen-glossary';
import { LOCALES } from './locale';

describe('the allergen glossary', () => {
  it.each(regimeSchema.options)('has its own Spanish term for every %s allergen', (regime) => {
    for (const id of REGIME_ALLERGENS[regime]) {
      const term = SPANISH_GLOSSARY[regime][id];
      expect(term?.label, `${regime} ${id}`).toMatch(/\S/);
      expect(term?.word, `${regime} ${id}`).toMatch(/\S/);
    }
  });

  it('names every allergen, of both regimes, in every language', () => {
    for (const regime of regimeSchema.options)
      for (const id of allergenIdSchema.options)
        for (const locale of LOCALES) {
          expect(allergenLabelIn(locale, id, regime)).toMatch(/\S/);
          expect(allergenWordIn(locale, id, regime)).toMatch(/\S/);
        }
  });

  it('keeps English as the app shows it today', () => {
    for (const regime of regimeSchema.options)
      for (const id of allergenIdSchema.options) {
        expect(allergenLabelIn('en', id, regime)).toBe(allergenLabel(id, regime));
        expect(allergenWordIn('en', id, regime)).toBe(allergenWord(id));
      }
  });

  it("names the EU's 14 in the regulation's Spanish", () => {
    expect(REGIME_ALLERGENS.eu.map((id) => allergenLabelIn('es', id, 'eu'))).toEqual([
      'Cereales que contengan gluten',
      'Crustáceos',
      'Huevos',
      'Pescado',
      'Cacahuetes',
      'Soja',
      'Leche',
      'Frutos de cáscara',
      'Apio',
      'Mostaza',
      'Sésamo',
      'Sulfitos',
      'Altramuces',
      'Moluscos',
    ]);
  });

  it("names the FDA's nine in US Spanish, with both names where the Americas differ", () => {
    expect(REGIME_ALLERGENS.us.map((id) => allergenWordIn('es', id, 'us'))).toEqual([
      'leche',
      'huevo',
      'pescado',
      'mariscos crustáceos',
      'nueces de árbol',
      'cacahuate (maní)',
      'trigo',
      'soya',
      'ajonjolí (sésamo)',
    ]);
    // Outside the nine (a fact kept from the EU list), the EU's Spanish, as in English.
    expect(allergenWordIn('es', 'molluscs', 'us')).toBe('moluscos');
  });
});
