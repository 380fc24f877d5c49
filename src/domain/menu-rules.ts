import type { MenuItem } from './menu';
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
