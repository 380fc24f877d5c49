import { t } from '@lingui/core/macro';
import type { NotSafeDish, UnconfirmedDish } from '@/domain/allergen-lookup';
import type { AllergenId, Regime } from '@/domain/allergens';
import { allergenWordIn } from '@/domain/i18n/allergen-glossary';
import { currentLocale } from '@/i18n';

/** The allergens' words in the language shown, from the reviewed glossary (pseudo reads English). */
const words = (ids: readonly AllergenId[], regime: Regime) =>
  ids.map((id) => allergenWordIn(currentLocale(), id, regime)).join(', ');

/**
 * Why a dish is not safe, in the words staff say to a guest: 'contains milk, may contain tree
 * nuts'; in the language shown, the allergens named as the regime's glossary names them.
 */
export function notSafeReason(
  dish: Pick<NotSafeDish, 'contains' | 'mayContain'>,
  regime: Regime = 'eu',
): string {
  const contains = words(dish.contains, regime);
  const mayContain = words(dish.mayContain, regime);
  return [
    dish.contains.length > 0 && t`contains ${contains}`,
    dish.mayContain.length > 0 && t`may contain ${mayContain}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the kitchen still has to say about a dish: 'not confirmed: eggs, sesame'. */
export function unconfirmedReason(
  dish: Pick<UnconfirmedDish, 'unconfirmed'>,
  regime: Regime = 'eu',
): string {
  const unconfirmed = words(dish.unconfirmed, regime);
  return t`not confirmed: ${unconfirmed}`;
}
