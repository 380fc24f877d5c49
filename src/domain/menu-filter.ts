import type { MenuItem } from './menu';

export type MenuFilter = { query: string; diet?: string; without?: string };

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Staff look things up mid-shift: text matches name, description and ingredients; a diet keeps
 * items tagged with it; 'without' drops items listing that allergen.
 */
export function filterItems(items: MenuItem[], filter: MenuFilter): MenuItem[] {
  const q = norm(filter.query.trim());
  const diet = norm(filter.diet ?? '');
  const without = norm(filter.without ?? '');
  return items.filter((item) => {
    if (q) {
      const haystack = norm([item.name, item.description, ...item.ingredients].join(' '));
      if (!haystack.includes(q)) return false;
    }
    if (diet && !item.dietary.some((d) => norm(d) === diet)) return false;
    if (without && item.allergens.some((a) => norm(a) === without)) return false;
    return true;
  });
}

export function facets(items: MenuItem[]) {
  const diets = new Set<string>();
  const allergens = new Set<string>();
  for (const i of items) {
    i.dietary.forEach((d) => diets.add(d.toLowerCase()));
    i.allergens.forEach((a) => allergens.add(a.toLowerCase()));
  }
  return { diets: [...diets].sort(), allergens: [...allergens].sort() };
}
