import { describe, expect, it } from 'vitest';
import { menuItem as item } from '@/testing/fixtures';
import { KIND_ORDER } from '../change-set';
import { detectMenuChanges } from '../menu-changes';
import { changeDetailIn, type ChangeDetail } from './change-detail';

const none = { before: '', after: '', allergens: [] };

/** One change of every kind, as the notify screen's pairing hands them over. */
const every: Record<(typeof KIND_ORDER)[number], ChangeDetail> = {
  allergen: {
    ...none,
    kind: 'allergen',
    allergens: [
      { allergen: 'milk', from: 'may_contain', to: 'contains', text: 'now contains milk' },
      { allergen: 'peanuts', from: 'contains', to: 'not_confirmed', text: '' },
    ],
  },
  new: { ...none, kind: 'new', after: '$9' },
  removed: { ...none, kind: 'removed', before: '$9' },
  price: { ...none, kind: 'price', before: '', after: '$18' },
  description: { ...none, kind: 'description', before: 'Beef', after: 'Wagyu' },
  dietary: { ...none, kind: 'dietary', dietary: { added: ['vegan'], removed: ['GF'] } },
  availability: { ...none, kind: 'availability', before: 'available', after: 'not available' },
  moved: { ...none, kind: 'moved', before: 'Mains', after: 'Starters' },
};

const details = (locale: 'en' | 'es') =>
  Object.fromEntries(KIND_ORDER.map((k) => [k, changeDetailIn(locale, every[k], 'us')]));

describe("the notify screen's change details", () => {
  it('says every kind in English as the screen always has', () => {
    expect(details('en')).toEqual({
      allergen: 'Now contains milk; no longer contains peanuts, not confirmed',
      new: '',
      removed: 'Removed from the menu',
      price: 'Price none → $18',
      description: 'Description updated',
      dietary: 'Now vegan; no longer GF',
      availability: 'Not available',
      moved: 'Moved from Mains to Starters',
    });
  });

  it('says every kind in Spanish from the same facts, allergens named for the regime', () => {
    expect(details('es')).toEqual({
      allergen: 'Ahora contiene leche; ya no contiene cacahuate (maní), sin confirmar',
      new: '',
      removed: 'Retirado de la carta',
      price: 'Precio: sin precio → $18',
      description: 'Descripción actualizada',
      dietary: 'Ahora es vegano; ya sin la etiqueta «GF»',
      availability: 'Ya no está disponible',
      moved: 'Cambiado de sección, de Mains a Starters',
    });
  });

  it('is what the saved menu stores for its rows', () => {
    const before = [
      item({ id: 'a', name: 'Burger', price: '$16' }),
      item({ id: 'b', name: 'Pie' }),
    ];
    const after = [{ ...before[0]!, price: '$18' }];
    expect(detectMenuChanges(before, after).map((c) => c.details)).toEqual([
      'Price $16 → $18',
      'Removed from the menu',
    ]);
  });
});
