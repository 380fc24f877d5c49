import { allergenChanges, type AllergenChange, type Regime } from './allergens.ts';
import type { ItemChange } from './change-set.ts';
import { baseDishKey, dishKey, samePrice, sectionKey as sectionOf } from './dish-name.ts';
import type { MenuItem } from './menu.ts';

/*
 * How two versions of a menu are compared, the one rule of every "what changed" (the notify
 * screen's rows, the change set sent, history compare, re-import): which dishes are the same dish,
 * and what changed about each.
 */

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

export const otherRegime = (regime: Regime): Regime => (regime === 'eu' ? 'us' : 'eu');

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

const tags = (item: MenuItem) => item.dietary.map((t) => t.trim()).filter(Boolean);
const tagKey = (t: string) => t.toLowerCase();
const without = (list: string[], other: string[]) => {
  const keys = new Set(other.map(tagKey));
  return list.filter((t) => !keys.has(tagKey(t)));
};
const availability = (item: MenuItem) => (item.available ? 'available' : 'not available');

export type Delta = Pick<ItemChange, 'kind' | 'before' | 'after' | 'allergens' | 'dietary'>;

/**
 * The sections of a version a dish can be moved out of: a section renamed as a whole ("Mains"
 * to "Main Courses") leaves no dish under its old name, and renaming is no news to staff.
 */
export const keptSections = (next: MenuItem[]) =>
  new Set(next.map((item) => sectionOf(item.category)));

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
  if (
    sectionOf(before.category) !== sectionOf(after.category) &&
    sections.has(sectionOf(before.category))
  )
    add('moved', before.category, after.category);
  return changes;
}
