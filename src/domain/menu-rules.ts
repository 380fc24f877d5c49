import { allergenChanges } from './allergens';
import { dishKey, samePrice } from './dish-name';
import type { MenuItem } from './menu';
import type { MenuChange } from './notification';
import type { ParsedMenu } from './parsed-menu';

/**
 * The order for a category with no place on the menu yet (one typed in by hand): these named
 * categories first, in this order; any other after them, alphabetically. Categories a menu
 * already has keep their place: as printed, then as the manager moved them.
 */
export const CATEGORY_ORDER = [
  'To Share',
  'Greens',
  'Larger Plates',
  'Add-On Proteins',
  'Main Dishes',
  'Sides',
];

export function compareCategories(a: string, b: string): number {
  const ia = CATEGORY_ORDER.indexOf(a);
  const ib = CATEGORY_ORDER.indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
  return a.localeCompare(b, undefined, { sensitivity: 'base' });
}

const categoryOf = (item: MenuItem) => item.category.trim() || 'General';

/** Items by category, categories in the order they first appear (the printed order). */
export function groupByCategory(items: MenuItem[]): [string, MenuItem[]][] {
  const groups = new Map<string, MenuItem[]>();
  for (const item of items) {
    const key = categoryOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}

/** Moves a whole category one place up (-1) or down (+1); the items keep their own order. */
export function moveCategory(items: MenuItem[], category: string, by: -1 | 1): MenuItem[] {
  const groups = groupByCategory(items);
  const from = groups.findIndex(([name]) => name === category);
  const to = from + by;
  if (from < 0 || to < 0 || to >= groups.length) return items;
  [groups[from], groups[to]] = [groups[to], groups[from]];
  return groups.flatMap(([, list]) => list);
}

/**
 * Moves an item one place up (-1) or down (+1) among the items of its own category; the other
 * categories and their items stay where they are.
 */
export function moveItem(items: MenuItem[], id: string, by: -1 | 1): MenuItem[] {
  const from = items.findIndex((i) => i.id === id);
  if (from < 0) return items;
  const key = categoryOf(items[from]!);
  let to = from + by;
  while (to >= 0 && to < items.length && categoryOf(items[to]!) !== key) to += by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Adds an item: at the end of its category, or for a new category at the place CATEGORY_ORDER
 * gives it among the categories the menu has (the end when it names no place).
 */
export function addItem(items: MenuItem[], item: MenuItem): MenuItem[] {
  const groups = groupByCategory(items);
  const key = categoryOf(item);
  const existing = groups.find(([name]) => name === key);
  if (existing) existing[1].push(item);
  else {
    const at = groups.findIndex(([name]) => compareCategories(key, name) < 0);
    const ranked = CATEGORY_ORDER.includes(key) && at >= 0;
    groups.splice(ranked ? at : groups.length, 0, [key, [item]]);
  }
  return groups.flatMap(([, list]) => list);
}

/** Flattens parsed categories into editor items. */
export function flattenParsedMenu(menu: ParsedMenu): MenuItem[] {
  return menu.menuData.categories.flatMap((category) =>
    category.items.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      price: item.price,
      category: category.name,
      ingredients: item.ingredients,
      allergens: item.allergens,
      dietary: item.dietary,
      available: item.available,
      ...(item.allergenStates ? { allergenStates: item.allergenStates } : {}),
    })),
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Confirmed allergen states that changed ('now contains sesame'), under either regime: the menu
 * does not know the restaurant's, and a change under one must not hide under the other.
 */
function allergenNotes(before: MenuItem, after: MenuItem): string[] {
  const seen = new Set<string>();
  const notes: string[] = [];
  for (const regime of ['eu', 'us'] as const)
    for (const change of allergenChanges(
      before.allergenStates ?? {},
      after.allergenStates ?? {},
      regime,
    ))
      if (!seen.has(change.allergen)) {
        seen.add(change.allergen);
        notes.push(change.text);
      }
  return notes;
}

/**
 * What changed between the previously saved version of a menu and the one being saved: new items,
 * changed price or description, removed items. Items match by id, else by name, since a re-upload
 * of the same menu produces new ids for the same dishes.
 */
export function detectMenuChanges(previous: MenuItem[], next: MenuItem[]): MenuChange[] {
  const byId = new Map(previous.map((i) => [i.id, i]));
  const byName = new Map(previous.map((i) => [dishKey(i.name), i]));
  const matched = new Set<string>();
  const changes: MenuChange[] = [];
  for (const item of next) {
    const before = byId.get(item.id) ?? byName.get(dishKey(item.name));
    const base = { id: item.id, name: item.name, category: item.category, price: item.price };
    if (!before) {
      changes.push({
        ...base,
        details: item.description,
        isNew: true,
        isUpdated: false,
        changes: ['new'],
      });
      continue;
    }
    matched.add(before.id);
    const kinds: MenuChange['changes'] = [];
    if (!samePrice(before.price, item.price)) kinds.push('price');
    if (before.description.trim() !== item.description.trim()) kinds.push('description');
    const allergens = allergenNotes(before, item);
    if (allergens.length) kinds.push('allergen');
    if (kinds.length === 0) continue;
    const details = kinds
      .map((k) =>
        k === 'price'
          ? `Price ${before.price || 'none'} → ${item.price || 'none'}`
          : k === 'allergen'
            ? capitalise(allergens.join('; '))
            : 'Description updated',
      )
      .join('; ');
    changes.push({ ...base, details, isNew: false, isUpdated: true, changes: kinds });
  }
  for (const item of previous) {
    if (matched.has(item.id)) continue;
    changes.push({
      id: item.id,
      name: item.name,
      category: item.category,
      price: item.price,
      details: 'Removed from the menu',
      isNew: false,
      isUpdated: true,
      changes: ['removed'],
    });
  }
  return changes;
}
