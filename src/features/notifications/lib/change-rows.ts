import { t } from '@lingui/core/macro';
import type { ChangeKind, ItemChange } from '@/domain/change-set';

/** What a line shows after the dish's name: a sentence, or an old value and a new one. */
export type ChangeValues = { text: string } | { before: string; after: string };

/** What stands for a value that was or is now empty; built when shown, in the language shown. */
function emptyValue(kind: ChangeKind): string {
  switch (kind) {
    case 'price':
      return t`no price`;
    case 'description':
      return t`no description`;
    case 'dietary':
      return t`no tags`;
    default:
      return t`none`;
  }
}

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
      return { text: [t`new dish`, c.after, ...allergens].filter(Boolean).join(' · ') };
    case 'removed': {
      const was = c.before;
      return { text: was ? t`off the menu (was ${was})` : t`off the menu` };
    }
    default: {
      const empty = emptyValue(c.kind);
      return { before: c.before || empty, after: c.after || empty };
    }
  }
}
