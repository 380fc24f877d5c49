import type { MenuType, ParsedMenu, ParsedMenuItem } from '@/domain/parsed-menu';
import type { QuizFact } from './quiz-builder';

/**
 * Quiz facts read straight off a parsed menu. Every fact's wrong answers are checked against the
 * menu so that exactly one option is true: that is what makes a generated quiz trustworthy.
 */
export type MenuEntry = ParsedMenuItem & { category: string };

export function menuEntries(menu: ParsedMenu): MenuEntry[] {
  return menu.menuData.categories.flatMap((c) =>
    c.items.filter((i) => i.name.trim()).map((i) => ({ ...i, category: c.name })),
  );
}

export function itemNoun(menuType: MenuType): string {
  return menuType === 'wine' ? 'wine' : menuType === 'cocktail' ? 'drink' : 'dish';
}

/** Stated ingredients, or the comma-separated parts of the description when none are stated. */
export function ingredientsOf(item: ParsedMenuItem): string[] {
  const source = item.ingredients.length ? item.ingredients : item.description.split(/[,;]/);
  return (
    source
      .map((s) => s.trim().replace(/\.$/, ''))
      // Short noun phrases with real words only: "5.0%" or a whole sentence makes a silly question.
      .filter((s) => /\p{L}{3,}/u.test(s) && s.length <= 30 && s.split(/\s+/).length <= 4)
  );
}

/** True when the item's name, description or ingredient list mentions the term at all. */
export function mentions(item: ParsedMenuItem, term: string): boolean {
  const haystack = [item.name, item.description, ...item.ingredients, ...item.allergens]
    .join(' ')
    .toLowerCase();
  return haystack.includes(term.toLowerCase());
}

/** A vegan dish is also vegetarian and dairy-free, so it must never be offered as a wrong answer. */
const IMPLIED_BY: Record<string, string[]> = {
  vegetarian: ['vegan'],
  'dairy-free': ['vegan'],
  pescatarian: ['vegetarian', 'vegan'],
};
const hasTag = (tags: string[], tag: string) =>
  tags.some((t) => [tag, ...(IMPLIED_BY[tag] ?? [])].includes(t.toLowerCase().trim()));

/** Two amounts (glass / bottle) or the word glass: the spec's '$9 glass / $32 bottle' pattern. */
export function soldByGlass(price: string): boolean {
  if (/glass/i.test(price)) return true;
  return /\d\s*[/|]\s*\$?\s*\d/.test(price);
}

const names = (entries: MenuEntry[]) => entries.map((e) => e.name);

export function ingredientFacts(entries: MenuEntry[], noun: string): QuizFact[] {
  const facts: QuizFact[] = [];
  for (const item of entries) {
    for (const ingredient of ingredientsOf(item)) {
      const others = entries.filter((e) => e.name !== item.name && !mentions(e, ingredient));
      facts.push({
        question: `Which ${noun} contains ${ingredient.toLowerCase()}?`,
        correct: item.name,
        distractors: names(others),
        explanation: `${item.name} is made with ${ingredient.toLowerCase()}.`,
      });
      break; // One per item keeps the quiz spread across the menu.
    }
  }
  return facts;
}

export function tagFacts(
  entries: MenuEntry[],
  field: 'dietary' | 'allergens',
  noun: string,
): QuizFact[] {
  const tags = [...new Set(entries.flatMap((e) => e[field].map((t) => t.toLowerCase().trim())))];
  return tags.filter(Boolean).flatMap((tag) => {
    // The answer carries the exact mark; wrong answers exclude implied marks too (vegan dishes).
    const item = entries.find((e) => e[field].some((t) => t.toLowerCase().trim() === tag));
    if (!item) return [];
    const others = entries.filter((e) => !hasTag(e[field], tag) && e.name !== item.name);
    if (field === 'allergens') {
      const lacking = others.filter((e) => !mentions(e, tag));
      return [
        {
          question: `Which ${noun} contains the allergen ${tag}?`,
          correct: item.name,
          distractors: names(lacking),
          explanation: `${item.name} lists ${tag} among its allergens.`,
        },
      ];
    }
    return [
      {
        question: `Which of these items is marked ${tag} on the menu?`,
        correct: item.name,
        distractors: names(others),
        explanation: `${item.name} is marked ${tag}.`,
      },
    ];
  });
}

const WINE_TERMS =
  /\b(?:red wine|white wine|rosé|sherry|port|marsala|madeira|champagne|prosecco|vermouth|sake|mirin|cognac|brandy|wine)\b/i;

/** Dishes cooked with wine: the natural pairing talking point on a food menu. */
export function cookedWithWineFacts(entries: MenuEntry[], noun: string): QuizFact[] {
  return entries.flatMap((item) => {
    const text = [item.description, ...item.ingredients].join(', ');
    const term = WINE_TERMS.exec(text)?.[0]?.toLowerCase();
    if (!term) return [];
    const others = entries.filter((e) => e.name !== item.name && !mentions(e, term));
    return [
      {
        question: `Which ${noun} is prepared with ${term}?`,
        correct: item.name,
        distractors: names(others),
        explanation: `${item.name} is made with ${term}, worth mentioning when suggesting a wine.`,
      },
    ];
  });
}

export function priceFacts(entries: MenuEntry[]): QuizFact[] {
  // A name listed twice (e.g. in two sections) could carry two prices: skip it as ambiguous.
  const unique = entries.filter((e) => entries.filter((o) => o.name === e.name).length === 1);
  return unique
    .filter((e) => /\d/.test(e.price))
    .map((item) => ({
      question: `How much does ${item.name} cost?`,
      correct: item.price,
      distractors: entries.map((e) => e.price).filter((p) => p && p !== item.price),
      explanation: `${item.name} is listed at ${item.price}.`,
    }));
}

export function glassFacts(entries: MenuEntry[], noun: string): QuizFact[] {
  const priced = entries.filter((e) => /\d/.test(e.price));
  const byGlass = priced.filter((e) => soldByGlass(e.price));
  const bottleOnly = priced.filter((e) => !soldByGlass(e.price));
  if (!byGlass.length || !bottleOnly.length) return [];
  const glass = byGlass.slice(0, 2).map((item, i) => ({
    question:
      i === 0
        ? `Which ${noun} is offered by the glass?`
        : `A guest wants a single glass: which of these can you pour?`,
    correct: item.name,
    distractors: names(bottleOnly),
    explanation: `${item.name} is priced ${item.price}, so it is poured by the glass.`,
  }));
  const bottle = bottleOnly.slice(0, 1).map((item) => ({
    question: `Which ${noun} is sold only by the bottle?`,
    correct: item.name,
    distractors: names(byGlass),
    explanation: `${item.name} has a single price (${item.price}), so it is not poured by the glass.`,
  }));
  return [...glass, ...bottle];
}

export function categoryFacts(entries: MenuEntry[]): QuizFact[] {
  const categories = [...new Set(entries.map((e) => e.category))];
  if (categories.length < 2) return [];
  // One item per section, so every section gets asked about once before any repeats.
  return categories.map((category) => {
    const item = entries.find((e) => e.category === category)!;
    const duplicates = entries.filter((e) => e.name === item.name).map((e) => e.category);
    return {
      question: `Under which section of the menu is ${item.name} listed?`,
      correct: category,
      distractors: categories.filter((c) => !duplicates.includes(c)),
      explanation: `${item.name} appears under ${category}.`,
    };
  });
}

export function descriptionFacts(entries: MenuEntry[], noun: string): QuizFact[] {
  return entries
    .filter((e) => e.description.trim().length >= 8 && e.description.length <= 120)
    .filter((e) => entries.filter((o) => o.description === e.description).length === 1)
    .map((item) => ({
      question: `Which ${noun} is described as "${item.description.trim()}"?`,
      correct: item.name,
      distractors: names(entries.filter((e) => e.name !== item.name)),
      explanation: `The menu describes ${item.name} as "${item.description.trim()}".`,
    }));
}
