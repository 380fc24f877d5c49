/**
 * SPEC §8 "Parse fallback", implemented literally: the floor the app falls back to when even the
 * real offline parser is not wanted. Lines with a dollar price become items (name before the
 * price, description after, available); an all-uppercase line without a price names the single
 * category (default 'General'); the restaurant is 'Unknown'.
 */
import type { MenuType, ParsedMenu, ParsedMenuItem } from '@/domain/parsed-menu';
import { isAllCaps } from './text-utils';

const DOLLAR_PRICE = /\$\s?\d+(?:[.,]\d{1,2})?/;

export function fallbackParse(
  text: string,
  menuType: MenuType,
  now: Date = new Date(),
): ParsedMenu {
  let categoryName = 'General';
  const items: ParsedMenuItem[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const match = line.match(DOLLAR_PRICE);
    if (match && match.index !== undefined) {
      const before = line
        .slice(0, match.index)
        .replace(/[\s.:·…_–—-]+$/, '')
        .trim();
      const after = line
        .slice(match.index + match[0].length)
        .replace(/^[\s.:·…_–—-]+/, '')
        .trim();
      // A price with nothing before it ("$14 Caesar Salad") still needs a name.
      const name = before || after;
      if (!name) continue;
      items.push({
        id: `item-${items.length + 1}`,
        name,
        description: before ? after : '',
        price: match[0].replace(/\s+/g, ''),
        ingredients: [],
        allergens: [],
        dietary: [],
        available: true,
      });
    } else if (isAllCaps(line)) {
      categoryName = line;
    }
  }
  return {
    menuData: { categories: [{ id: 'category-1', name: categoryName, items }] },
    metadata: {
      restaurantName: 'Unknown',
      menuType,
      lastUpdated: now.toISOString(),
      totalItems: items.length,
    },
  };
}
