import { describe, expect, it } from 'vitest';
import {
  allergenIdSchema,
  allergenWord,
  stateOf,
  type AllergenState,
  type AllergenStates,
} from './allergens';
import { buildChangeQuiz, changeQuizSchema, type ChangeQuizQuestion } from './change-quiz';
import { quizContext } from './change-quiz-options';
import { ALLERGEN_ANSWERS, allergenOptions, candidatesFor } from './change-quiz-questions';
import { buildChangeSet } from './change-set';
import type { MenuItem } from './menu';
import { seededRandom } from './seeded-random';
import { menuItem } from '@/testing/fixtures';

// Property test: random menus and random edits, and every question checked against the diff
// itself, not against what the quiz code thinks changed.

const NAMES = (
  'Burrata,Tartare,Halibut,Risotto,Soup,Salad,Cod,Gnocchi,Ravioli,Steak,Chicken,Tacos,Fries,' +
  'Brownie,Tiramisu,Oysters,Mussels,Crudo,Lamb,Duck,Pork Belly,Falafel,Hummus,Ramen,Pho,Curry,' +
  'Paella,Quiche,Pavlova,Sorbet,Ceviche,Gazpacho,Polenta,Arancini,Croquettes,Flatbread'
).split(',');
const DESCRIPTIONS = ['', 'Brown butter', 'Tomatoes, basil', 'Slow cooked', 'Chili oil', 'House'];
const TAGS = ['vegan', 'vegetarian', 'gluten-free'];
const STATES: AllergenState[] = ['contains', 'may_contain', 'free', 'not_confirmed'];
const WATCHED = ['fish', 'sesame', 'milk', 'gluten', 'wheat', 'molluscs'] as const;

function randomCase(seed: number) {
  const rng = seededRandom(`case:${seed}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  const chance = (p: number) => rng() < p;
  const names = [...NAMES].sort(() => rng() - 0.5);
  const mark = pick(['$', '', '€']);
  const price = () => {
    const n = 5 + Math.floor(rng() * (chance(0.5) ? 6 : 40));
    return mark === '€' ? `${n},50 €` : `${mark}${n}`;
  };
  const states = () => {
    const s: AllergenStates = {};
    for (const id of WATCHED)
      if (chance(0.35))
        s[id] = chance(0.2)
          ? { state: 'not_confirmed', suggestion: { state: 'contains', because: [] } }
          : { state: pick(STATES) };
    return s;
  };
  const dish = (i: number): MenuItem =>
    menuItem({
      id: `d${i}`,
      name: names[i]!,
      price: chance(0.05) ? '' : price(),
      category: pick(['Starters', 'Mains', 'Sides']),
      description: pick(DESCRIPTIONS),
      dietary: TAGS.filter(() => chance(0.3)),
      available: chance(0.9),
      allergenStates: states(),
    });
  const size = 3 + Math.floor(rng() * 28);
  const previous = Array.from({ length: size }, (_, i) => dish(i));
  const edit = (before: MenuItem, p: number): MenuItem | null => {
    if (chance(p / 2)) return null;
    const after = { ...before };
    if (chance(p)) after.price = price();
    if (chance(p)) after.description = pick(DESCRIPTIONS);
    if (chance(p)) after.dietary = TAGS.filter(() => chance(0.3));
    if (chance(p / 2)) after.available = !before.available;
    if (chance(p / 2)) after.allergenStates = states();
    if (chance(0.1)) after.id = `re-${before.id}`; // a re-upload: new id, same name
    return after;
  };
  // A third of the cases edit one dish only (or add one): the quiz then needs second questions.
  const single = chance(0.35) ? Math.floor(rng() * (size + 1)) : -1;
  const p = single >= 0 ? 0 : 0.02 + rng() * 0.3;
  const next = previous.flatMap((d, i) => edit(d, i === single ? 0.6 : p) ?? []);
  const adds = single === size ? 1 : single >= 0 ? 0 : Math.floor(rng() * 4);
  for (let i = 0; i < adds; i++)
    next.splice(Math.floor(rng() * (next.length + 1)), 0, dish(size + i));
  return { previous, next, regime: pick(['eu', 'us'] as const) };
}

/** Checks one question against the two versions; returns the form of question it was. */
function checkQuestion(q: ChangeQuizQuestion, previous: MenuItem[], next: MenuItem[]): string {
  const find = (list: MenuItem[], name: string) => list.find((i) => i.name === name);
  const now = (name: string) => find(next, name)!;
  const was = (name: string) => find(previous, name);
  const onMenu = (name: string) => !!find(next, name);
  const isNew = (name: string) => onMenu(name) && !was(name);
  const right = q.options[q.answer]!;
  const wrong = q.options.filter((_, i) => i !== q.answer);
  const lower = q.options.map((o) => o.trim().toLowerCase());
  expect(new Set(lower).size).toBe(4);
  const dishes = (ok: (name: string) => boolean) =>
    expect(
      wrong.filter((w) => !ok(w)),
      q.prompt,
    ).toEqual([]);
  const hasTag = (i: MenuItem | undefined, tag: string) => !!i?.dietary.includes(tag);
  let m: RegExpExecArray | null;

  if ((m = /^Does the (.+) contain (.+)\?$/.exec(q.prompt))) {
    const id = allergenIdSchema.options.find((a) => allergenWord(a) === m![2])!;
    const [before, after] = [was(m[1]!), now(m[1]!)];
    expect(q.options).toEqual(allergenOptions(m[2]!));
    expect(ALLERGEN_ANSWERS[q.answer]).toBe(stateOf(after.allergenStates, id));
    expect(stateOf(before!.allergenStates, id)).not.toBe(stateOf(after.allergenStates, id));
    return 'allergen';
  }
  if ((m = /^Which new dish (contains|may contain traces of) (.+)\?$/.exec(q.prompt))) {
    const id = allergenIdSchema.options.find((a) => allergenWord(a) === m![2])!;
    const state = (name: string) => stateOf(now(name).allergenStates, id);
    expect(isNew(right)).toBe(true);
    expect(state(right)).toBe(m[1] === 'contains' ? 'contains' : 'may_contain');
    dishes((w) => onMenu(w) && (!isNew(w) || state(w) === 'free'));
    return 'new with allergen';
  }
  if (q.prompt === 'Which dish is new on the menu?') {
    expect(isNew(right)).toBe(true);
    dishes((w) => onMenu(w) && !isNew(w));
    return 'new';
  }
  if (q.prompt === 'Which dish was removed from the menu?') {
    expect([!!was(right), onMenu(right)]).toEqual([true, false]);
    dishes(onMenu);
    return 'removed';
  }
  if ((m = /^What does the (.+) cost now\?$/.exec(q.prompt))) {
    expect(right).toBe(now(m[1]!).price.trim());
    expect(was(m[1]!)!.price.trim()).not.toBe(right);
    return 'price';
  }
  if ((m = /^Which is the (.+)'s description now\?$/.exec(q.prompt))) {
    expect(right).toBe(now(m[1]!).description.trim());
    return 'description';
  }
  if ((m = /^Which dish's (price|description|allergens) changed\?$/.exec(q.prompt))) {
    const key = (i: MenuItem) =>
      m![1] === 'price'
        ? i.price.replace(/\s/g, '')
        : m![1] === 'description'
          ? i.description.trim()
          : JSON.stringify(allergenIdSchema.options.map((a) => stateOf(i.allergenStates, a)));
    const changed = (name: string) => !!was(name) && key(was(name)!) !== key(now(name));
    expect(changed(right)).toBe(true);
    dishes((w) => onMenu(w) && !!was(w) && !changed(w));
    return `which ${m[1]} changed`;
  }
  if ((m = /^Which dish is (now|no longer) tagged (.+)\?$/.exec(q.prompt))) {
    const tag = m[2]!;
    const gained = (n: string) => !!was(n) && !hasTag(was(n), tag) && hasTag(now(n), tag);
    const lost = (n: string) => !!was(n) && hasTag(was(n), tag) && !hasTag(now(n), tag);
    const turned = m[1] === 'now' ? gained : lost;
    expect(turned(right)).toBe(true);
    dishes((w) => onMenu(w) && (m![1] === 'now' ? !hasTag(now(w), tag) : !lost(w)));
    return `${m[1]} tagged`;
  }
  if (q.prompt === 'Which dish is no longer available?') {
    expect([was(right)?.available, now(right).available]).toEqual([true, false]);
    dishes((w) => onMenu(w) && now(w).available);
    return 'unavailable';
  }
  if (q.prompt === 'Which dish is available again?') {
    expect([was(right)?.available, now(right).available]).toEqual([false, true]);
    dishes((w) => onMenu(w) && !(was(w)?.available === false && now(w).available));
    return 'available again';
  }
  throw new Error(`Unexpected question: ${q.prompt}`);
}

const isSafety = (q: ChangeQuizQuestion) =>
  q.kind === 'allergen' || q.prompt.startsWith('Which new dish');

describe('buildChangeQuiz on random menus', () => {
  it('asks only true things, with four distinct options, safety first', () => {
    const forms = new Map<string, number>();
    const lengths: number[] = [];
    const places = new Set<number>();
    for (let seed = 0; seed < 400; seed++) {
      const { previous, next, regime } = randomCase(seed);
      const changes = buildChangeSet('m', previous, next, regime);
      const quiz = buildChangeQuiz(changes, next, previous, seed);
      expect(changeQuizSchema.parse(quiz)).toEqual(quiz);
      expect(buildChangeQuiz(changes, next, previous, seed)).toEqual(quiz);
      for (const q of quiz) {
        const form = checkQuestion(q, previous, next);
        forms.set(form, (forms.get(form) ?? 0) + 1);
        if (q.kind !== 'allergen') places.add(q.answer);
      }
      const firstOther = quiz.findIndex((q) => !isSafety(q));
      if (firstOther >= 0) expect(quiz.slice(firstOther).filter(isSafety)).toEqual([]);
      const ctx = quizContext(next, previous, seededRandom('count'));
      const possible = changes
        .map((c) => candidatesFor(ctx, c))
        .reduce((n, c) => n + c.primary.length + c.secondary.length, 0);
      lengths.push(quiz.length);
      expect(quiz.length).toBeLessThanOrEqual(6);
      expect(quiz.length).toBeGreaterThanOrEqual(Math.min(possible, 2));
      expect(new Set(quiz.map((q) => q.id)).size).toBe(quiz.length);
    }
    // Every form of question was generated and checked.
    expect([...forms.keys()].sort()).toEqual([
      'allergen',
      'available again',
      'description',
      'new',
      'new with allergen',
      'no longer tagged',
      'now tagged',
      'price',
      'removed',
      'unavailable',
      'which allergens changed',
      'which description changed',
      'which price changed',
    ]);
    // Most quizzes have more than one question; one alone only where nothing else could be asked.
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
    expect(lengths.filter((n) => n >= 2).length).toBeGreaterThan(300);
  });
});
