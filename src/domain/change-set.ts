import { z } from 'zod';
import {
  allergenChanges,
  allergenIdSchema,
  allergenStateSchema,
  allergenWord,
  REGIME_ALLERGENS,
  stateOf,
  type AllergenChange,
  type Regime,
} from './allergens';
import { baseDishKey, dishKey, samePrice, sectionKey as sectionOf } from './dish-name';
import type { MenuItem } from './menu';

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

export type ItemPairing = {
  /** [before, after] for every dish on both versions, in the new version's order. */
  pairs: [MenuItem, MenuItem][];
  added: MenuItem[];
  removed: MenuItem[];
};

/**
 * Pairs the dishes of two versions, the one matching rule of every "what changed" (the notify
 * screen's list, the change set sent, history compare, re-import): by id; then by the dish-name
 * rule (dish-name.ts); then, within one section, by the name without a trailing size or count
 * ("Wings 6 pc" and "Wings 12 pc"). Each pass runs over the whole list before the next, and takes
 * the first free candidate in the old version's order, so a dish keeping its id is never taken by
 * another of the same name and duplicates pair up in order. `byId: false` for a file read again,
 * whose ids say nothing about the saved dishes.
 */
export function pairItems(
  previous: MenuItem[],
  next: MenuItem[],
  { byId = true }: { byId?: boolean } = {},
): ItemPairing {
  const free = new Set(previous);
  const ids = new Map(previous.map((i) => [i.id, i]));
  const found = new Map<MenuItem, MenuItem>();
  const link = (item: MenuItem, before: MenuItem | undefined) => {
    if (!before || !free.has(before) || found.has(item)) return;
    found.set(item, before);
    free.delete(before);
  };
  const pass = (same: (before: MenuItem, item: MenuItem) => boolean) => {
    for (const item of next)
      if (!found.has(item))
        link(
          item,
          [...free].find((p) => same(p, item)),
        );
  };
  if (byId) for (const item of next) link(item, ids.get(item.id));
  pass((p, item) => dishKey(p.name) === dishKey(item.name));
  pass(
    (p, item) =>
      sectionOf(p.category) === sectionOf(item.category) &&
      baseDishKey(p.name) === baseDishKey(item.name),
  );
  return {
    pairs: next.filter((i) => found.has(i)).map((i) => [found.get(i)!, i]),
    added: next.filter((i) => !found.has(i)),
    removed: previous.filter((i) => free.has(i)),
  };
}

const otherRegime = (regime: Regime): Regime => (regime === 'eu' ? 'us' : 'eu');

/**
 * Confirmed allergen facts that changed: the regime's first, in its order, then any other
 * allergen the kitchen confirmed (a restaurant that switched regime keeps its facts, and a fact
 * must never hide because the law of the day does not list it).
 */
function allergenFacts(before: MenuItem, after: MenuItem, regime: Regime): AllergenChange[] {
  const own = allergenChanges(before.allergenStates, after.allergenStates, regime);
  const seen = new Set(own.map((c) => c.allergen));
  const rest = allergenChanges(before.allergenStates, after.allergenStates, otherRegime(regime));
  return [...own, ...rest.filter((c) => !seen.has(c.allergen))];
}

/** What a new dish is confirmed to contain or may contain; suggestions are not facts. */
function newDishAllergens(item: MenuItem, regime: Regime): AllergenChange[] {
  const ids = [...new Set([...REGIME_ALLERGENS[regime], ...REGIME_ALLERGENS[otherRegime(regime)]])];
  return ids.flatMap((allergen) => {
    const to = stateOf(item.allergenStates, allergen);
    if (to !== 'contains' && to !== 'may_contain') return [];
    const word = allergenWord(allergen);
    const text = to === 'contains' ? `contains ${word}` : `may contain ${word}`;
    return [{ allergen, from: 'not_confirmed' as const, to, text }];
  });
}

const tags = (item: MenuItem) => item.dietary.map((t) => t.trim()).filter(Boolean);
const tagKey = (t: string) => t.toLowerCase();
const without = (list: string[], other: string[]) => {
  const keys = new Set(other.map(tagKey));
  return list.filter((t) => !keys.has(tagKey(t)));
};
const availability = (item: MenuItem) => (item.available ? 'available' : 'not available');

export type Delta = Pick<ItemChange, 'kind' | 'before' | 'after' | 'allergens' | 'dietary'>;

const sectionKey = (item: MenuItem) => dishKey(item.category);

/**
 * The sections of a version a dish can be moved out of: a section renamed as a whole ("Mains"
 * to "Main Courses") leaves no dish under its old name, and renaming is no news to staff.
 */
export const keptSections = (next: MenuItem[]) => new Set(next.map(sectionKey));

/**
 * The changes of a dish on both versions, in KIND_ORDER; values as text, trimmed. `sections`:
 * keptSections of the new version (a move is only reported out of a section that is still there).
 */
export function pairChanges(
  before: MenuItem,
  after: MenuItem,
  regime: Regime,
  sections: ReadonlySet<string> = new Set(),
): Delta[] {
  const changes: Delta[] = [];
  const add = (kind: ItemChange['kind'], from: string, to: string, extra?: Partial<Delta>) =>
    changes.push({ kind, before: from.trim(), after: to.trim(), allergens: [], ...extra });
  const allergens = allergenFacts(before, after, regime);
  if (allergens.length) add('allergen', '', '', { allergens });
  if (!samePrice(before.price, after.price)) add('price', before.price, after.price);
  if (before.description.trim() !== after.description.trim())
    add('description', before.description, after.description);
  const added = without(tags(after), tags(before));
  const removed = without(tags(before), tags(after));
  if (added.length || removed.length)
    add('dietary', tags(before).join(', '), tags(after).join(', '), {
      dietary: { added, removed },
    });
  if (before.available !== after.available)
    add('availability', availability(before), availability(after));
  if (sectionKey(before) !== sectionKey(after) && sections.has(sectionKey(before)))
    add('moved', before.category, after.category);
  return changes;
}

/** The heading of each kind's group wherever changes are listed: notify screen, updates, history. */
export const KIND_HEADING: Record<ChangeKind, string> = {
  allergen: 'Allergen changes',
  new: 'New dishes',
  removed: 'Removed',
  price: 'Price changes',
  description: 'Description changes',
  dietary: 'Dietary changes',
  availability: 'Availability',
  moved: 'Moved',
};

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

/** One short line per change, as staff read it in the update. */
export function changeLine(c: ItemChange): string {
  switch (c.kind) {
    case 'new':
      return [c.name, 'new', c.after, c.allergens.map((a) => a.text).join(', ')]
        .filter(Boolean)
        .join(' - ');
    case 'removed':
      return `Removed: ${c.name}`;
    case 'price':
      return `${c.name} ${c.before || 'no price'} → ${c.after || 'no price'}`;
    case 'allergen':
      return `${c.name}: ${c.allergens.map((a) => a.text).join('; ')}`;
    case 'description':
      return `${c.name}: description updated`;
    case 'availability':
      return `${c.name}: ${c.after === 'available' ? 'now available' : 'no longer available'}`;
    case 'moved':
      return `${c.name}: moved from ${c.before} to ${c.after}`;
    case 'dietary': {
      const added = (c.dietary?.added ?? []).map((t) => `now ${t}`);
      const removed = (c.dietary?.removed ?? []).map((t) => `no longer ${t}`);
      return `${c.name}: ${[...added, ...removed].join('; ')}`;
    }
  }
}
