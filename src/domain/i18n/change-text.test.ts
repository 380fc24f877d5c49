import { describe, expect, it } from 'vitest';
import { menuItem as item } from '@/testing/fixtures';
import {
  allergenWord,
  REGIME_ALLERGENS,
  regimeSchema,
  type AllergenId,
  type AllergenState,
  type Regime,
} from '../allergens';
import { buildChangeSet, KIND_ORDER, type ItemChange } from '../change-set';
import { SPANISH_GLOSSARY } from './allergen-glossary';
import { changeLineIn, kindHeadingIn } from './change-text';
import { LOCALES } from './locale';

const with_ = (id: AllergenId, state: AllergenState) => ({ [id]: { state } });

/** One change of every kind, built from two versions of a menu as an update builds them. */
function everyKind(regime: Regime = 'eu'): ItemChange[] {
  const before = [
    item({ id: 'a', name: 'Burrata', price: '12 €', allergenStates: with_('milk', 'may_contain') }),
    item({ id: 'p', name: 'Tartar de atún', price: '12 €' }),
    item({ id: 'd', name: 'Sopa', description: 'Tomate y albahaca' }),
    item({ id: 'v', name: 'Curry verde', dietary: ['vegan', 'GF'] }),
    item({ id: 'x', name: 'Flan', available: true }),
    item({ id: 'm', name: 'Croquetas', category: 'Entrantes' }),
    item({ id: 'r', name: 'Pulpo a la gallega' }),
    item({ id: 'e', name: 'Ensalada', category: 'Entrantes' }),
  ];
  const after = [
    item({ id: 'a', name: 'Burrata', price: '12 €', allergenStates: with_('milk', 'contains') }),
    item({ id: 'p', name: 'Tartar de atún', price: '14 €' }),
    item({ id: 'd', name: 'Sopa', description: 'Tomate asado' }),
    item({ id: 'v', name: 'Curry verde', dietary: ['vegetarian'] }),
    item({ id: 'x', name: 'Flan', available: false }),
    item({ id: 'm', name: 'Croquetas', category: 'Mains' }),
    item({ id: 'e', name: 'Ensalada', category: 'Entrantes' }),
    item({
      id: 'n',
      name: 'Tarta de queso',
      price: '7 €',
      allergenStates: with_('sesame', 'contains'),
    }),
  ];
  return buildChangeSet('m', before, after, regime);
}

describe('change texts in the reader language', () => {
  it('builds one change of every kind for these tests', () => {
    expect(new Set(everyKind().map((c) => c.kind))).toEqual(new Set(KIND_ORDER));
  });

  it('renders every kind in English exactly as the app has always shown it', () => {
    for (const regime of regimeSchema.options) {
      const lines = Object.fromEntries(
        everyKind(regime).map((c) => [c.kind, changeLineIn('en', c, regime)]),
      );
      expect(lines).toEqual({
        allergen: 'Burrata: now contains milk',
        new: 'Tarta de queso - new - 7 € - contains sesame',
        removed: 'Removed: Pulpo a la gallega',
        price: 'Tartar de atún 12 € → 14 €',
        description: 'Sopa: description updated',
        dietary: 'Curry verde: now vegetarian; no longer vegan; no longer GF',
        availability: 'Flan: no longer available',
        moved: 'Croquetas: moved from Entrantes to Mains',
      });
    }
    expect(KIND_ORDER.map((kind) => kindHeadingIn('en', kind))).toEqual([
      'Allergen changes',
      'New dishes',
      'Removed',
      'Price changes',
      'Description changes',
      'Dietary changes',
      'Availability',
      'Moved',
    ]);
  });

  it('words each English allergen fact as the stored change set does', () => {
    for (const regime of regimeSchema.options)
      for (const c of everyKind(regime))
        for (const a of c.allergens) expect(changeLineIn('en', c, regime)).toContain(a.text);
  });

  it('renders every kind in Spanish, with the dish, prices and sections as printed', () => {
    const lines = Object.fromEntries(everyKind().map((c) => [c.kind, changeLineIn('es', c, 'eu')]));
    expect(lines).toEqual({
      allergen: 'Burrata: ahora contiene leche',
      new: 'Tarta de queso - plato nuevo - 7 € - contiene sésamo',
      removed: 'Retirado: Pulpo a la gallega',
      price: 'Tartar de atún - precio: 12 € → 14 €',
      description: 'Sopa: descripción actualizada',
      dietary: 'Curry verde: ahora es vegetariano; ya no es vegano; ya sin la etiqueta «GF»',
      availability: 'Flan: ya no está disponible',
      moved: 'Croquetas: cambiado de sección, de Entrantes a Mains',
    });
  });

  it('gives every kind a Spanish heading of its own', () => {
    const headings = KIND_ORDER.map((kind) => kindHeadingIn('es', kind));
    expect(new Set(headings).size).toBe(KIND_ORDER.length);
    for (const kind of KIND_ORDER)
      expect(kindHeadingIn('es', kind)).not.toBe(kindHeadingIn('en', kind));
    expect(kindHeadingIn('es', 'allergen')).toBe('Cambios de alérgenos');
  });

  it('says a dish is available again, and a price that was missing', () => {
    const base = { menuId: 'm', itemId: 'x', name: 'Flan', category: '', description: '' };
    const again: ItemChange = {
      ...base,
      kind: 'availability',
      before: 'not available',
      after: 'available',
      allergens: [],
    };
    expect(changeLineIn('es', again, 'eu')).toBe('Flan: vuelve a estar disponible');
    const priced: ItemChange = { ...base, kind: 'price', before: '', after: '$9', allergens: [] };
    expect(changeLineIn('es', priced, 'us')).toBe('Flan - precio: sin precio → $9');
  });

  it.each(regimeSchema.options)(
    "names every %s allergen with the glossary's term in both languages",
    (regime) => {
      for (const id of REGIME_ALLERGENS[regime]) {
        const before = [item({ id: 'a', name: 'Plato' })];
        const after = [item({ id: 'a', name: 'Plato', allergenStates: with_(id, 'contains') })];
        const [change] = buildChangeSet('m', before, after, regime);
        const term = SPANISH_GLOSSARY[regime][id]!.word;
        expect(changeLineIn('es', change!, regime)).toBe(`Plato: ahora contiene ${term}`);
        expect(changeLineIn('en', change!, regime)).toBe(`Plato: now contains ${allergenWord(id)}`);
        for (const locale of LOCALES)
          expect(changeLineIn(locale, change!, regime)).not.toMatch(/undefined/);
      }
    },
  );

  it('words every allergen state change in Spanish, not confirmed never read as free', () => {
    const states: AllergenState[] = ['contains', 'may_contain', 'free', 'not_confirmed'];
    const lines = states.flatMap((from) =>
      states
        .filter((to) => to !== from)
        .map((to) => {
          const before = [item({ id: 'a', name: 'Plato', allergenStates: with_('peanuts', from) })];
          const after = [item({ id: 'a', name: 'Plato', allergenStates: with_('peanuts', to) })];
          const [change] = buildChangeSet('m', before, after, 'us');
          return `${from} -> ${to}: ${changeLineIn('es', change!, 'us')}`;
        }),
    );
    expect(lines).toEqual([
      'contains -> may_contain: Plato: ahora puede contener cacahuate (maní) (ya no como ingrediente)',
      'contains -> free: Plato: ahora libre de cacahuate (maní)',
      'contains -> not_confirmed: Plato: ya no contiene cacahuate (maní), sin confirmar',
      'may_contain -> contains: Plato: ahora contiene cacahuate (maní)',
      'may_contain -> free: Plato: ahora libre de cacahuate (maní)',
      'may_contain -> not_confirmed: Plato: ya no consta que pueda contener cacahuate (maní), sin confirmar',
      'free -> contains: Plato: ahora contiene cacahuate (maní)',
      'free -> may_contain: Plato: ahora puede contener cacahuate (maní)',
      'free -> not_confirmed: Plato: ya no está confirmado libre de cacahuate (maní)',
      'not_confirmed -> contains: Plato: ahora contiene cacahuate (maní)',
      'not_confirmed -> may_contain: Plato: ahora puede contener cacahuate (maní)',
      'not_confirmed -> free: Plato: ahora libre de cacahuate (maní)',
    ]);
  });

  it('words every allergen state change in English, not confirmed never read as free', () => {
    const states: AllergenState[] = ['contains', 'may_contain', 'free', 'not_confirmed'];
    const lines = states.flatMap((from) =>
      states
        .filter((to) => to !== from)
        .map((to) => {
          const before = [item({ id: 'a', name: 'Dish', allergenStates: with_('peanuts', from) })];
          const after = [item({ id: 'a', name: 'Dish', allergenStates: with_('peanuts', to) })];
          const [change] = buildChangeSet('m', before, after, 'us');
          return `${from} -> ${to}: ${changeLineIn('en', change!, 'us')}`;
        }),
    );
    expect(lines).toEqual([
      'contains -> may_contain: Dish: now may contain peanuts (no longer contains it)',
      'contains -> free: Dish: now free of peanuts',
      'contains -> not_confirmed: Dish: no longer contains peanuts, not confirmed',
      'may_contain -> contains: Dish: now contains peanuts',
      'may_contain -> free: Dish: now free of peanuts',
      'may_contain -> not_confirmed: Dish: no longer may contain peanuts, not confirmed',
      'free -> contains: Dish: now contains peanuts',
      'free -> may_contain: Dish: now may contain peanuts',
      'free -> not_confirmed: Dish: no longer confirmed free of peanuts',
      'not_confirmed -> contains: Dish: now contains peanuts',
      'not_confirmed -> may_contain: Dish: now may contain peanuts',
      'not_confirmed -> free: Dish: now free of peanuts',
    ]);
  });

  it('lists what a new dish carries, traces told apart, in Spanish', () => {
    const dish = item({
      id: 'n',
      name: 'Pad thai',
      price: '$15',
      allergenStates: { ...with_('peanuts', 'contains'), ...with_('sesame', 'may_contain') },
    });
    const [change] = buildChangeSet('m', [], [dish], 'us');
    expect(changeLineIn('es', change!, 'us')).toBe(
      'Pad thai - plato nuevo - $15 - contiene cacahuate (maní), puede contener ajonjolí (sésamo)',
    );
  });
});
