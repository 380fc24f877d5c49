import type { ParsedMenu } from '@/domain/parsed-menu';
import { parseAllergenLegend, suggestAllergens } from '@/lib/allergens/suggest';

/**
 * The import's allergen suggestions for every item, from its words and from codes printed against
 * a legend on the page. Suggestions only: a state becomes a fact when the manager confirms it, so
 * the item's `allergens` list (read as fact by the rest of the app) starts empty instead of
 * holding the readers' guesses ('Grilled Octopus' once read as shellfish).
 */
export function suggestMenuAllergens(menu: ParsedMenu, sourceText: string): ParsedMenu {
  const legend = parseAllergenLegend(sourceText);
  const categories = menu.menuData.categories.map((category) => ({
    ...category,
    items: category.items.map((item) => {
      const states = suggestAllergens(
        { name: item.name, description: item.description, ingredients: item.ingredients },
        { legend },
      );
      return Object.keys(states).length
        ? { ...item, allergens: [], allergenStates: states }
        : { ...item, allergens: [] };
    }),
  }));
  return { ...menu, menuData: { ...menu.menuData, categories } };
}
