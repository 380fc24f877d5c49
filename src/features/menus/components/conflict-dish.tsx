import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AllergenId, Regime } from '@/domain/allergens';
import { allergenWordIn } from '@/domain/i18n/allergen-glossary';
import type { MenuItem } from '@/domain/menu';
import { currentLocale } from '@/i18n';

/** The parts of a dish two versions can differ in, as the conflict says which ones do. */
const FIELDS = {
  name: msg`name`,
  price: msg`price`,
  category: msg`section`,
  description: msg`description`,
  available: msg`availability`,
  allergens: msg`allergens`,
  dietary: msg`dietary marks`,
  ingredients: msg`ingredients`,
} satisfies Record<string, MessageDescriptor>;
type Field = keyof typeof FIELDS;

const confirmed = (item: MenuItem) =>
  JSON.stringify(
    Object.entries(item.allergenStates ?? {})
      .filter(([, e]) => e && e.state !== 'not_confirmed')
      .map(([id, e]) => [id, e!.state])
      .sort(),
  ) + item.allergens.join();

const VALUE: Record<Field, (item: MenuItem) => string> = {
  name: (i) => i.name.trim(),
  price: (i) => i.price.trim(),
  category: (i) => i.category,
  description: (i) => i.description.trim(),
  available: (i) => String(i.available),
  allergens: confirmed,
  dietary: (i) => i.dietary.join(),
  ingredients: (i) => i.ingredients.join(),
};

/** Which parts of the dish differ between the two versions, in words ('price, allergens'). */
export function useDifferences(a: MenuItem, b: MenuItem): string {
  const { i18n } = useLingui();
  return (Object.keys(FIELDS) as Field[])
    .filter((f) => VALUE[f](a) !== VALUE[f](b))
    .map((f) => i18n._(FIELDS[f]))
    .join(', ');
}

/** The allergen facts the kitchen confirmed, as short phrases in the language shown. */
function useAllergenFacts(item: MenuItem, regime: Regime): string[] {
  const { t } = useLingui();
  const states = Object.entries(item.allergenStates ?? {});
  if (states.length === 0) return item.allergens.map((a) => t`Contains ${a}`);
  return states.flatMap(([id, entry]) => {
    const word = allergenWordIn(currentLocale(), id as AllergenId, regime);
    if (entry?.state === 'contains') return [t`Contains ${word}`];
    if (entry?.state === 'may_contain') return [t`May contain ${word}`];
    if (entry?.state === 'free') return [t`Free of ${word}`];
    return [];
  });
}

/** One side's dish in a conflict: what the manager compares before choosing it. */
export function ConflictDish({ item, regime }: { item: MenuItem; regime: Regime }) {
  const { t } = useLingui();
  const facts = useAllergenFacts(item, regime);
  const section = item.category;
  return (
    <span className="grid gap-1 text-sm">
      <span className="flex flex-wrap justify-between gap-x-3">
        <span className="wrap-break-word font-medium">{item.name}</span>
        <span className="font-semibold text-primary">{item.price}</span>
      </span>
      <span className="text-muted-foreground">{t`Section: ${section}`}</span>
      {item.description && <span className="wrap-break-word">{item.description}</span>}
      {!item.available && <span>{t`Not available today`}</span>}
      {item.dietary.length > 0 && <span>{item.dietary.join(', ')}</span>}
      {facts.length > 0 && <span>{facts.join('; ')}</span>}
    </span>
  );
}
