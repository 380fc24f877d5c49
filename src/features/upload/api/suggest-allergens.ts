import type { ParsedMenu } from '@/domain/parsed-menu';
import { parseAllergenLegend, suggestAllergens } from '@/lib/allergens/suggest';

/**
 * The import's allergen suggestions for every item, from its words and from codes printed against
 * a legend on the page. Suggestions only: a state becomes a fact when the manager confirms it.
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
      return Object.keys(states).length ? { ...item, allergenStates: states } : item;
    }),
  }));
  return { ...menu, menuData: { ...menu.menuData, categories } };
}
