import type { ChangeKind, ItemChange } from '@/domain/change-set';

/** What a line shows after the dish's name: a sentence, or an old value and a new one. */
export type ChangeValues = { text: string } | { before: string; after: string };

const EMPTY: Partial<Record<ChangeKind, string>> = {
  price: 'no price',
  description: 'no description',
  dietary: 'no tags',
};

/**
 * The old and new values of a change as the manager checks them before sending. Allergen facts
 * are sentences ('now contains milk'): a bare 'not confirmed → contains' would lose which allergen.
 */
export function changeValues(c: ItemChange): ChangeValues {
  const allergens = c.allergens.map((a) => a.text);
  switch (c.kind) {
    case 'allergen':
      return { text: allergens.join('; ') };
    case 'new':
      return { text: ['new dish', c.after, ...allergens].filter(Boolean).join(' · ') };
    case 'removed':
      return { text: c.before ? `off the menu (was ${c.before})` : 'off the menu' };
    default: {
      const empty = EMPTY[c.kind] ?? 'none';
      return { before: c.before || empty, after: c.after || empty };
    }
  }
}
