import { parseMenuText } from '@/lib/menu-parser';
import { suggestMenuAllergens } from './allergen-suggestions';

const MENU = `MAINS
Carbonara ........ $18
guanciale, egg yolk, pecorino (1, 3)
Grilled Octopus ........ $22
chickpeas, lemon
Green Salad ........ $12
leaves, vinaigrette

Allergens: 1 Gluten, 3 Eggs, 7 Milk`;

describe('suggestMenuAllergens', () => {
  const parsed = parseMenuText(MENU);
  const menu = suggestMenuAllergens(parsed, MENU);
  const item = (name: string) =>
    menu.menuData.categories.flatMap((c) => c.items).find((i) => i.name === name)!;

  it('suggests from the words, with the words that triggered it, and never as a fact', () => {
    const carbonara = item('Carbonara');
    expect(carbonara.allergenStates?.milk).toEqual({
      state: 'not_confirmed',
      suggestion: { state: 'contains', because: expect.arrayContaining(['pecorino']) },
    });
    expect(carbonara.allergenStates?.eggs?.state).toBe('not_confirmed');
    expect(carbonara.allergenStates?.eggs?.suggestion?.state).toBe('contains');
  });

  it('reads codes against the legend printed on the page', () => {
    expect(item('Carbonara').allergenStates?.gluten?.suggestion?.because).toContain('1');
  });

  it("drops the readers' guesses from the allergens list until the kitchen confirms", () => {
    const before = parsed.menuData.categories.flatMap((c) => c.items);
    expect(before.some((i) => i.allergens.length > 0)).toBe(true);
    expect(
      menu.menuData.categories.flatMap((c) => c.items).every((i) => i.allergens.length === 0),
    ).toBe(true);
    expect(item('Green Salad').allergenStates).toBeUndefined();
  });
});
