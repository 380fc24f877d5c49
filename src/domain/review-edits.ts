import type { MenuItem } from './menu';
import { addItem } from './menu-rules';

/**
 * The fixes an import most often needs, as pure edits of the editor's item list: a dish split
 * over two cards (its name read as one item, its description as another), two dishes glued into
 * one card, a dish filed under the wrong heading, a heading misread.
 */

const categoryOf = (item: MenuItem) => item.category.trim() || 'General';
const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/** The item after this one in the same category, if any. */
export function nextInCategory(items: MenuItem[], id: string): MenuItem | undefined {
  const at = items.findIndex((i) => i.id === id);
  if (at < 0) return undefined;
  const key = categoryOf(items[at]!);
  return items.slice(at + 1).find((i) => categoryOf(i) === key);
}

/**
 * Joins an item with the next one of its category: the first keeps its id and name, the second's
 * name and description continue its description, and a missing price is taken from the second.
 */
export function mergeWithNext(items: MenuItem[], id: string): MenuItem[] {
  const first = items.find((i) => i.id === id);
  const second = nextInCategory(items, id);
  if (!first || !second) return items;
  const merged: MenuItem = {
    ...first,
    description: joined(first.description, second.name, second.description),
    price: first.price.trim() ? first.price : second.price,
    ingredients: union(first.ingredients, second.ingredients),
    allergens: union(first.allergens, second.allergens),
    dietary: union(first.dietary, second.dietary),
  };
  return items.filter((i) => i.id !== second.id).map((i) => (i.id === id ? merged : i));
}

export type DishText = { name: string; price: string; description: string };

const PRICE = String.raw`(?:[$€£¥]\s?\d{1,4}(?:[.,]\d{1,2})?|\d{1,4}(?:[.,]\d{1,2})?\s?[€£]|\d{1,3}(?:[.,]\d{2})?)`;
/** A price standing between words: "… Calamari 14 Bruschetta …". */
const INNER_PRICE = new RegExp(String.raw`^(.*?\p{L}.*?)\s+(${PRICE})\s+(\p{L}.*)$`, 'u');
/** A price closing a line, after spaces or leader dots. */
const TRAILING_PRICE = new RegExp(String.raw`^(.*?\p{L}.*?)[\s.·…_-]+(${PRICE})\s*$`, 'u');

/** A dish guessed from one printed line: 'Grilled Octopus ..... $18' → name and price. */
export function guessItemFromLine(line: string): { name: string; price: string } {
  const text = line.replace(/\s+/g, ' ').trim();
  const priced = TRAILING_PRICE.exec(text);
  if (priced) return { name: priced[1]!.trim(), price: priced[2]!.trim() };
  return { name: text, price: '' };
}

/**
 * Where two glued dishes most likely part: at a price inside the text ('Calamari 14 Bruschetta
 * 11'), else the description is taken to be the second dish. The manager edits both before
 * splitting, so a guess only has to be a good start.
 */
export function guessSplit(item: MenuItem): [DishText, DishText] {
  const whole = joined(item.name, item.description);
  const inner = INNER_PRICE.exec(whole);
  if (inner && inner[1]!.length >= item.name.trim().length) {
    const first = inner[1]!.trim();
    const rest = guessItemFromLine(inner[3]!);
    const restText = inner[3]!.trim();
    const secondName = rest.price ? rest.name : restText;
    return [
      {
        name: item.name.trim(),
        price: inner[2]!,
        description: first.slice(item.name.trim().length).trim(),
      },
      { name: secondName, price: rest.price || item.price, description: '' },
    ];
  }
  const [head, ...tail] = item.description.split(/(?<=[.;])\s+|\s+[–—-]\s+/);
  return [
    { name: item.name, price: item.price, description: '' },
    { name: (head ?? '').trim(), price: '', description: tail.join(' ').trim() },
  ];
}

/** Replaces one item by two: the first keeps its id and details, the second gets `newId`. */
export function splitItem(
  items: MenuItem[],
  id: string,
  parts: [DishText, DishText],
  newId: string,
): MenuItem[] {
  const at = items.findIndex((i) => i.id === id);
  if (at < 0 || !parts[0].name.trim() || !parts[1].name.trim()) return items;
  const original = items[at]!;
  const clean = (d: DishText) => ({
    name: d.name.trim(),
    price: d.price.trim(),
    description: d.description.trim(),
  });
  const first: MenuItem = { ...original, ...clean(parts[0]) };
  const second: MenuItem = {
    ...original,
    ...clean(parts[1]),
    id: newId,
    ingredients: [],
    allergens: [],
    dietary: [],
  };
  return [...items.slice(0, at), first, second, ...items.slice(at + 1)];
}

/** Renames a category; when the new name is one the menu already has, the two become one. */
export function renameCategory(items: MenuItem[], from: string, to: string): MenuItem[] {
  const name = to.trim();
  if (!name || name === from) return items;
  const renamed = items.map((i) => (categoryOf(i) === from ? { ...i, category: name } : i));
  if (!items.some((i) => categoryOf(i) === name)) return renamed;
  // Gathered where the category first appears, so merged sections are one block.
  const order: string[] = [];
  for (const i of renamed) if (!order.includes(categoryOf(i))) order.push(categoryOf(i));
  return order.flatMap((c) => renamed.filter((i) => categoryOf(i) === c));
}

/** Files an item under another category, at its end (a new category goes where addItem puts it). */
export function moveToCategory(items: MenuItem[], id: string, category: string): MenuItem[] {
  const item = items.find((i) => i.id === id);
  const name = category.trim();
  if (!item || !name || categoryOf(item) === name) return items;
  return addItem(
    items.filter((i) => i.id !== id),
    { ...item, category: name },
  );
}
