// Test-only helpers for the training fallback: a compact ParsedMenu builder and an independent
// truth check that re-derives each quiz answer from the menu. Never imported by app code.
import { expect } from 'vitest';
import type { ParsedMenu, ParsedMenuItem } from '@/domain/parsed-menu';
import type { QuizQuestion } from '@/domain/training';
import { FILLER_OPTIONS } from '@/lib/ai/quiz-builder';

type Item = Partial<ParsedMenuItem> & { name: string; price: string };
export function menu(type: ParsedMenu['metadata']['menuType'], sections: Record<string, Item[]>) {
  let n = 0;
  const categories = Object.entries(sections).map(([name, items], ci) => ({
    id: `category-${ci + 1}`,
    name,
    items: items.map((i) => ({
      id: `item-${++n}`,
      description: '',
      ingredients: [],
      allergens: [],
      dietary: [],
      available: true,
      ...i,
    })),
  }));
  return {
    menuData: { categories },
    metadata: { restaurantName: 'Test', menuType: type, lastUpdated: '2025-01-01', totalItems: n },
  } satisfies ParsedMenu;
}

const flat = (m: ParsedMenu) =>
  m.menuData.categories.flatMap((c) => c.items.map((i) => ({ ...i, category: c.name })));

/** Independent truth check: the marked answer is true of the menu and every other option false. */
export function assertTrue(q: QuizQuestion, m: ParsedMenu) {
  expect(q.options).toHaveLength(4);
  expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
  expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
  expect(q.correctAnswer).toBeLessThan(4);
  const items = flat(m);
  const correct = q.options[q.correctAnswer]!;
  const wrong = q.options.filter((_, i) => i !== q.correctAnswer);
  const item = (name: string) => items.find((i) => i.name === name);
  const text = (i: ParsedMenuItem) =>
    [i.name, i.description, ...i.ingredients, ...i.allergens].join(' ').toLowerCase();
  const byGlass = (price: string) => /glass|\d\s*\/\s*\$?\d/.test(price);
  // An item-valued question: the predicate must hold for the answer and fail for every other item.
  const itemQuestion = (holds: (i: (typeof items)[number]) => boolean) => {
    expect(holds(item(correct)!)).toBe(true);
    for (const w of wrong) {
      const other = item(w);
      if (other) expect(holds(other)).toBe(false);
      else expect(FILLER_OPTIONS).toContain(w);
    }
  };
  let m1: RegExpExecArray | null;
  if ((m1 = /^Which \w+ contains the allergen (.+)\?$/.exec(q.question))) {
    const allergen = m1[1]!;
    itemQuestion((i) => i.allergens.includes(allergen));
  } else if ((m1 = /^Which \w+ contains (.+)\?$/.exec(q.question))) {
    const ingredient = m1[1]!;
    itemQuestion((i) => text(i).includes(ingredient));
  } else if ((m1 = /^Which \w+ is prepared with (.+)\?$/.exec(q.question))) {
    const term = m1[1]!;
    itemQuestion((i) => text(i).includes(term));
  } else if ((m1 = /^Which of these items is marked (.+) on the menu\?$/.exec(q.question))) {
    const tag = m1[1]!;
    // A vegan dish is vegetarian too, even when the menu only marks it vegan.
    const implied = tag === 'vegetarian' || tag === 'dairy-free' ? ['vegan'] : [];
    itemQuestion((i) => [tag, ...implied].some((t) => i.dietary.includes(t)));
  } else if ((m1 = /^How much does (.+) cost\?$/.exec(q.question))) {
    expect(item(m1[1]!)!.price).toBe(correct);
    for (const w of wrong) expect(w).not.toBe(correct);
  } else if (/by the glass\?$|single glass/.test(q.question)) {
    itemQuestion((i) => byGlass(i.price));
  } else if (/only by the bottle\?$/.test(q.question)) {
    itemQuestion((i) => !byGlass(i.price));
  } else if ((m1 = /^Under which section of the menu is (.+) listed\?$/.exec(q.question))) {
    expect(item(m1[1]!)!.category).toBe(correct);
  } else if ((m1 = /^Which \w+ is described as "(.+)"\?$/.exec(q.question))) {
    const description = m1[1]!;
    itemQuestion((i) => i.description === description);
  } else {
    throw new Error(`unchecked question: ${q.question}`);
  }
  expect(q.explanation).toContain(correct); // the explanation names the fact
}
