/** Shared helpers for the parser's tests: flatten a parse into items with their category. */
import type { ParsedMenuItem } from '@/domain/parsed-menu';
import { parseMenuText, type ParseOptions } from '@/lib/menu-parser';

export type FlatItem = ParsedMenuItem & { category: string };

export function parseItems(text: string, options?: ParseOptions): FlatItem[] {
  return parseMenuText(text, options).menuData.categories.flatMap((c) =>
    c.items.map((item) => ({ ...item, category: c.name })),
  );
}

/** The single item of a one-dish menu (fails loudly when the parser found more or fewer). */
export function onlyItem(text: string, options?: ParseOptions): FlatItem {
  const items = parseItems(text, options);
  if (items.length !== 1) {
    throw new Error(
      `expected one item, got ${items.length}: ${items.map((i) => i.name).join(' | ')}`,
    );
  }
  return items[0];
}

export function namesAndPrices(text: string, options?: ParseOptions): Array<[string, string]> {
  return parseItems(text, options).map((i) => [i.name, i.price]);
}

/** Each section's name with chosen fields of its items: `sectionsOf(text, (i) => [i.name])`. */
export function sectionsOf<T>(
  text: string,
  fields: (item: ParsedMenuItem) => T,
  options?: ParseOptions,
): Array<[string, T[]]> {
  return parseMenuText(text, options).menuData.categories.map((c) => [c.name, c.items.map(fields)]);
}
