import { z } from 'zod';
import {
  allergenIdSchema,
  allergenStateSchema,
  REGIME_ALLERGENS,
  stateOf,
  type AllergenChange,
  type Regime,
} from './allergens.ts';
import { allergenFactIn } from './i18n/change-text.ts';
import { keptSections, otherRegime, pairChanges, pairItems } from './item-pairing.ts';
import type { MenuItem } from './menu.ts';

/**
 * The change set an update carries: what staff must learn, item by item and kind by kind,
 * between the version last announced and the newest one. The kinds in the order staff read
 * them: allergen changes first, as the ones a guest can be hurt by.
 */
export const KIND_ORDER = [
  'allergen',
  'new',
  'removed',
  'price',
  'description',
  'dietary',
  'availability',
  'moved',
] as const;
export const changeKindSchema = z.enum(KIND_ORDER);
export type ChangeKind = z.infer<typeof changeKindSchema>;

const allergenChangeSchema = z.object({
  allergen: allergenIdSchema,
  from: allergenStateSchema,
  to: allergenStateSchema,
  text: z.string(),
});

export const itemChangeSchema = z.object({
  menuId: z.string(),
  itemId: z.string(),
  name: z.string(),
  category: z.string().default(''),
  kind: changeKindSchema,
  /** The old value as text ('' when there was none): price, description, tags, availability. */
  before: z.string().default(''),
  after: z.string().default(''),
  /** The dish's description (the last one it had, for a removed dish), so staff can read it. */
  description: z.string().default(''),
  /** 'allergen': what changed; 'new': what the new dish contains or may contain. */
  allergens: z.array(allergenChangeSchema).default([]),
  dietary: z
    .object({ added: z.array(z.string()).default([]), removed: z.array(z.string()).default([]) })
    .optional(),
});
export type ItemChange = z.infer<typeof itemChangeSchema>;

export const changeSetSchema = z.array(itemChangeSchema);

/** What a new dish is confirmed to contain or may contain; suggestions are not facts. */
function newDishAllergens(item: MenuItem, regime: Regime): AllergenChange[] {
  const ids = [...new Set([...REGIME_ALLERGENS[regime], ...REGIME_ALLERGENS[otherRegime(regime)]])];
  return ids.flatMap((allergen) => {
    const to = stateOf(item.allergenStates, allergen);
    if (to !== 'contains' && to !== 'may_contain') return [];
    const fact = { allergen, from: 'not_confirmed' as const, to };
    return [{ ...fact, text: allergenFactIn('en', fact, regime, true) }];
  });
}

/** Allergen changes first, then KIND_ORDER; within a kind the menu's order is kept. */
export function sortChanges(changes: ItemChange[]): ItemChange[] {
  return [...changes].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/**
 * Everything staff must learn about one menu between two versions: one entry per dish per kind
 * of change, sorted by sortChanges. A rename alone (same id) is not a change, as in
 * detectMenuChanges.
 */
export function buildChangeSet(
  menuId: string,
  previous: MenuItem[],
  next: MenuItem[],
  regime: Regime,
): ItemChange[] {
  const { pairs, added, removed } = pairItems(previous, next);
  const base = (item: MenuItem) => ({
    menuId,
    itemId: item.id,
    name: item.name.trim(),
    category: item.category,
    description: item.description.trim(),
  });
  const changes: ItemChange[] = [];
  const sections = keptSections(next);
  for (const item of added) {
    const allergens = newDishAllergens(item, regime);
    changes.push({ ...base(item), kind: 'new', before: '', after: item.price.trim(), allergens });
  }
  for (const [before, after] of pairs)
    for (const change of pairChanges(before, after, regime, sections))
      changes.push({ ...base(after), ...change });
  for (const item of removed)
    changes.push({
      ...base(item),
      kind: 'removed',
      before: item.price.trim(),
      after: '',
      allergens: [],
    });
  return sortChanges(changes);
}

export function groupByKind(changes: ItemChange[]): [ChangeKind, ItemChange[]][] {
  return KIND_ORDER.map(
    (kind) => [kind, changes.filter((c) => c.kind === kind)] as [ChangeKind, ItemChange[]],
  ).filter(([, list]) => list.length > 0);
}

/** An allergen fact changed, or a new dish is confirmed to carry an allergen. */
export function isSafetyChange(change: ItemChange): boolean {
  if (change.kind === 'allergen') return true;
  return (
    change.kind === 'new' &&
    change.allergens.some((a) => a.to === 'contains' || a.to === 'may_contain')
  );
}

/** An update whose change set touches safety is Required: staff must pass its quiz. */
export function requiresQuiz(changes: ItemChange[]): boolean {
  return changes.some(isSafetyChange);
}
