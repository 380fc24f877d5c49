import type { SavedMenu } from '@/domain/menu';
import { groupByCategory } from '@/domain/menu-rules';
import type { ParsedMenu } from '@/domain/parsed-menu';

/**
 * A saved menu as the AI layer wants it: the structured menu for the built-in generator (no
 * re-parsing, so nothing is lost) and a plain-text rendering for the model's prompt.
 */
export function savedMenuToParsedMenu(menu: SavedMenu, restaurantName = 'unknown'): ParsedMenu {
  // The parsed-menu schema needs a name; an item still being typed in the editor has none yet.
  const named = menu.items.filter((i) => i.name.trim());
  const categories = groupByCategory(named).map(([name, items], index) => ({
    id: `category-${index + 1}`,
    name,
    items: items.map((i) => ({
      id: i.id,
      name: i.name.trim(),
      description: i.description,
      price: i.price,
      ingredients: i.ingredients,
      allergens: i.allergens,
      dietary: i.dietary,
      available: i.available,
    })),
  }));
  return {
    menuData: { categories },
    metadata: {
      restaurantName: restaurantName.trim() || 'unknown',
      menuType: menu.type,
      lastUpdated: menu.lastSaved,
      totalItems: named.length,
    },
  };
}

/** One line per item with every fact the menu states, grouped under its section heading. */
export function parsedMenuToText(menu: ParsedMenu, title?: string): string {
  const lines: string[] = [];
  if (title) lines.push(`${title} (${menu.metadata.menuType} menu)`, '');
  for (const category of menu.menuData.categories) {
    lines.push(category.name);
    for (const item of category.items) {
      const price = item.price ? ` (${item.price})` : '';
      const description = item.description.trim() ? `: ${item.description.trim()}` : '';
      const notes = [
        item.ingredients.length ? `ingredients: ${item.ingredients.join(', ')}` : '',
        item.dietary.length ? `dietary: ${item.dietary.join(', ')}` : '',
        item.allergens.length ? `allergens: ${item.allergens.join(', ')}` : '',
        item.available ? '' : 'currently unavailable',
      ].filter(Boolean);
      lines.push(
        `- ${item.name}${price}${description}${notes.length ? ` [${notes.join('; ')}]` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n').trim();
}
