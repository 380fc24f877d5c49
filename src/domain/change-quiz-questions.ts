import {
  allergenIdSchema,
  allergenWord,
  stateOf,
  type AllergenId,
  type AllergenState,
} from './allergens';
import {
  byCategory,
  dishNames,
  finish,
  nearbyPrices,
  priceKey,
  type ChangeQuizQuestion,
  type QuizContext,
} from './change-quiz-options';
import type { ItemChange } from './change-set';
import { dishKey, samePrice } from './dish-name';
import { QUIZ_WORDING } from './i18n/quiz-wording';
import type { MenuItem } from './menu';
import { detectPriceStyle, formatPrice } from './price-style';

/** The states the allergen question's options stand for, in order (allergenOptions words them). */
export const ALLERGEN_ANSWERS: readonly AllergenState[] = [
  'contains',
  'may_contain',
  'free',
  'not_confirmed',
];
// The quiz is generated in English; i18n/change-quiz-in.ts words the same questions in another
// language from the same table, so the English here is the table's.
const EN = QUIZ_WORDING.en;
export const allergenOptions = (word: string) => EN.allergenScale(word);

const state = (item: MenuItem, id: AllergenId) => stateOf(item.allergenStates, id);
const carries = (s: AllergenState) => s === 'contains' || s === 'may_contain';
const hasTag = (item: MenuItem, tag: string) =>
  item.dietary.some((t) => t.trim().toLowerCase() === tag.toLowerCase());

function allergenQuestions(c: ItemChange): ChangeQuizQuestion[] {
  return c.allergens.map(({ allergen, to }, n) => {
    const word = allergenWord(allergen);
    return {
      id: `allergen:${c.itemId}:${n}`,
      prompt: EN.dishContains(c.name, word),
      // A fixed scale, not shuffled: staff learn it once and the four states always read alike.
      options: allergenOptions(word),
      answer: ALLERGEN_ANSWERS.indexOf(to),
      itemId: c.itemId,
      kind: c.kind,
      mentions: [c.name, word],
    };
  });
}

const sameAllergens = (a: MenuItem, b: MenuItem) =>
  allergenIdSchema.options.every((id) => state(a, id) === state(b, id));
const sameDescription = (a: MenuItem, b: MenuItem) => a.description.trim() === b.description.trim();

function newDishQuestions(ctx: QuizContext, c: ItemChange): (ChangeQuizQuestion | null)[] {
  const isOld = (i: MenuItem) => !!ctx.before(i);
  const carried = c.allergens.filter((a) => carries(a.to));
  const safety = carried.map(({ allergen, to }, n) => {
    const word = allergenWord(allergen);
    const prompt = to === 'contains' ? EN.newDishContains(word) : EN.newDishMayContain(word);
    // A new dish whose state is unknown might be the answer too: only dishes confirmed free of
    // it, or dishes that are not new, are surely wrong.
    const tiers = [
      dishNames(ctx, (i) => state(i, allergen) === 'free'),
      dishNames(ctx, (i) => isOld(i) && state(i, allergen) === 'not_confirmed'),
      dishNames(ctx, isOld),
    ];
    return finish(ctx, { change: c, n, prompt, correct: c.name, tiers, mentions: [word] });
  });
  const prompt = EN.whichIsNew;
  const which = finish(ctx, {
    change: c,
    n: carried.length,
    prompt,
    correct: c.name,
    tiers: byCategory(ctx, c, isOld),
  });
  return [...safety, which];
}

function priceQuestion(ctx: QuizContext, c: ItemChange, n: number): ChangeQuizQuestion | null {
  if (!c.after) return null;
  const style = detectPriceStyle([c.after]);
  const prices = (ok: (i: MenuItem) => boolean) =>
    ctx.menu.filter(ok).map((i) => formatPrice(i.price, style));
  const tiers = [
    c.before ? [formatPrice(c.before, style)] : [],
    prices((i) => i.category === c.category),
    prices(() => true),
    nearbyPrices(c.after),
  ];
  const prompt = EN.costNow(c.name);
  return finish(ctx, {
    change: c,
    n,
    prompt,
    correct: c.after,
    tiers,
    mentions: [c.name],
    key: priceKey,
  });
}

/** 'Which dish's price changed?': wrong answers are dishes on both versions, unchanged. */
function whichChanged(
  ctx: QuizContext,
  c: ItemChange,
  n: number,
  what: keyof typeof EN.whichChanged,
  same: (a: MenuItem, b: MenuItem) => boolean,
) {
  const unchanged = (i: MenuItem) => {
    const before = ctx.before(i);
    return !!before && same(before, i);
  };
  const prompt = EN.whichChanged[what];
  return finish(ctx, {
    change: c,
    n,
    prompt,
    correct: c.name,
    tiers: byCategory(ctx, c, unchanged),
  });
}

function descriptionQuestion(ctx: QuizContext, c: ItemChange, n: number) {
  const others = ctx.menu.map((i) => i.description);
  const prompt = EN.descriptionNow(c.name);
  return finish(ctx, {
    change: c,
    n,
    prompt,
    correct: c.after,
    tiers: [[c.before], others],
    mentions: [c.name],
  });
}

function dietaryQuestions(ctx: QuizContext, c: ItemChange): (ChangeQuizQuestion | null)[] {
  const added = (c.dietary?.added ?? []).map((tag) => ({ tag, added: true }));
  const removed = (c.dietary?.removed ?? []).map((tag) => ({ tag, added: false }));
  return [...added, ...removed].map(({ tag, added }, n) => {
    const dropped = (i: MenuItem) => {
      const before = ctx.before(i);
      return !!before && hasTag(before, tag) && !hasTag(i, tag);
    };
    const tiers = added
      ? [dishNames(ctx, (i) => !hasTag(i, tag))]
      : [dishNames(ctx, (i) => hasTag(i, tag)), dishNames(ctx, (i) => !dropped(i))];
    const prompt = added ? EN.nowTagged(tag) : EN.noLongerTagged(tag);
    return finish(ctx, { change: c, n, prompt, correct: c.name, tiers, mentions: [tag] });
  });
}

function availabilityQuestion(ctx: QuizContext, c: ItemChange): ChangeQuizQuestion | null {
  const gone = c.after === 'not available';
  const tiers = gone
    ? [dishNames(ctx, (i) => i.available)]
    : [
        dishNames(ctx, (i) => !i.available),
        dishNames(ctx, (i) => i.available && ctx.before(i)?.available === true),
      ];
  const prompt = gone ? EN.noLongerAvailable : EN.availableAgain;
  return finish(ctx, { change: c, n: 0, prompt, correct: c.name, tiers });
}

function removedQuestion(ctx: QuizContext, c: ItemChange): ChangeQuizQuestion | null {
  // Still served under this name (on another menu): 'removed' would not be true of the name.
  if (dishNames(ctx, () => true).some((name) => dishKey(name) === dishKey(c.name))) return null;
  const prompt = EN.whichRemoved;
  return finish(ctx, {
    change: c,
    n: 0,
    prompt,
    correct: c.name,
    tiers: byCategory(ctx, c, () => true),
  });
}

export type Candidates = { primary: ChangeQuizQuestion[]; secondary: ChangeQuizQuestion[] };

const built = (list: (ChangeQuizQuestion | null)[]) =>
  list.filter((q): q is ChangeQuizQuestion => !!q);

/**
 * The questions one change can give: primary ones are asked whenever there is room; secondary
 * ones only to reach two questions when the update has little to ask about.
 */
export function candidatesFor(ctx: QuizContext, c: ItemChange): Candidates {
  switch (c.kind) {
    case 'allergen': {
      const primary = allergenQuestions(c);
      return {
        primary,
        secondary: built([whichChanged(ctx, c, primary.length, 'allergens', sameAllergens)]),
      };
    }
    case 'new': {
      const list = newDishQuestions(ctx, c);
      const which = list.at(-1) ?? null;
      return list.length > 1
        ? { primary: built(list.slice(0, -1)), secondary: built([which]) }
        : { primary: built([which]), secondary: [] };
    }
    case 'removed':
      return { primary: built([removedQuestion(ctx, c)]), secondary: [] };
    case 'price':
      return {
        primary: built([priceQuestion(ctx, c, 0)]),
        secondary: built([whichChanged(ctx, c, 1, 'price', (a, b) => samePrice(a.price, b.price))]),
      };
    case 'description':
      return {
        primary: built([descriptionQuestion(ctx, c, 0)]),
        secondary: built([whichChanged(ctx, c, 1, 'description', sameDescription)]),
      };
    case 'dietary':
      return { primary: built(dietaryQuestions(ctx, c)), secondary: [] };
    case 'availability':
      return { primary: built([availabilityQuestion(ctx, c)]), secondary: [] };
    case 'moved':
      // Where a dish sits on the menu is no fact a guest asks staff about.
      return { primary: [], secondary: [] };
  }
}
