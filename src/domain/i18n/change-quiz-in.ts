import type { Regime } from '../allergens';
import type { ChangeQuizQuestion } from '../change-quiz-options';
import { ALLERGEN_ANSWERS } from '../change-quiz-questions';
import type { ItemChange } from '../change-set';
import { allergenWordIn } from './allergen-glossary';
import { dietaryTagIn } from './dietary-terms';
import type { Locale } from './locale';
import { QUIZ_WORDING } from './quiz-wording';

/*
 * A change quiz in the reader's language. An update stores its quiz once, in English, as the
 * manager approved it; each question says which change it asks about (itemId, kind, and its
 * number n in its id, `${kind}:${itemId}:${n}`). From that change we word the question again in
 * another language: the prompt from QUIZ_WORDING, the allergen scale with the glossary's name.
 * Every other option is a dish name, a price or a description, the menu's own words, and the
 * options keep their order, so the correct answer is the same one in every language.
 */

type Wording = Pick<ChangeQuizQuestion, 'prompt' | 'mentions'> & { options?: string[] };

const carries = (to: string) => to === 'contains' || to === 'may_contain';
const which = (prompt: string): Wording => ({ prompt, mentions: [] });

/** The question's number among its change's questions (the generator's `n`). */
function numberOf(q: ChangeQuizQuestion): number | undefined {
  const n = Number(q.id.slice(q.id.lastIndexOf(':') + 1));
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * The question's wording in `locale`, rebuilt from its change the way change-quiz-questions.ts
 * numbers them; undefined when the question is not one it would generate.
 */
function wordingOf(locale: Locale, c: ItemChange, n: number, regime: Regime): Wording | undefined {
  const t = QUIZ_WORDING[locale];
  const word = (id: ItemChange['allergens'][number]['allergen']) =>
    allergenWordIn(locale, id, regime);
  switch (c.kind) {
    case 'allergen': {
      const fact = c.allergens[n];
      if (!fact) return n === c.allergens.length ? which(t.whichChanged.allergens) : undefined;
      const w = word(fact.allergen);
      const options = t.allergenScale(w);
      return { prompt: t.dishContains(c.name, w), options, mentions: [c.name, w] };
    }
    case 'new': {
      const carried = c.allergens.filter((a) => carries(a.to));
      const fact = carried[n];
      if (!fact) return n === carried.length ? which(t.whichIsNew) : undefined;
      const w = word(fact.allergen);
      const prompt = fact.to === 'contains' ? t.newDishContains(w) : t.newDishMayContain(w);
      return { prompt, mentions: [w] };
    }
    case 'removed':
      return n === 0 ? which(t.whichRemoved) : undefined;
    case 'price':
      if (n === 0) return { prompt: t.costNow(c.name), mentions: [c.name] };
      return n === 1 ? which(t.whichChanged.price) : undefined;
    case 'description':
      if (n === 0) return { prompt: t.descriptionNow(c.name), mentions: [c.name] };
      return n === 1 ? which(t.whichChanged.description) : undefined;
    case 'dietary': {
      const added = (c.dietary?.added ?? []).map((tag) => ({ tag, added: true }));
      const removed = (c.dietary?.removed ?? []).map((tag) => ({ tag, added: false }));
      const entry = [...added, ...removed][n];
      if (!entry) return undefined;
      const tag = dietaryTagIn(locale, entry.tag);
      const prompt = entry.added ? t.nowTagged(tag) : t.noLongerTagged(tag);
      return { prompt, mentions: [tag] };
    }
    case 'availability':
      return n === 0
        ? which(c.after === 'not available' ? t.noLongerAvailable : t.availableAgain)
        : undefined;
    case 'moved':
      return undefined;
  }
}

/**
 * One question as the generator words it in `locale`, from the update's change set. A question
 * we cannot place (its change is no longer in the set, or a numbering we do not know) comes back
 * as stored: the original language beats a question asking something else.
 */
export function rewordQuestionIn(
  locale: Locale,
  q: ChangeQuizQuestion,
  changes: readonly ItemChange[],
  regime: Regime,
): ChangeQuizQuestion {
  const change = changes.find((c) => c.itemId === q.itemId && c.kind === q.kind);
  const n = numberOf(q);
  if (!change || n === undefined || q.id !== `${q.kind}:${q.itemId}:${n}`) return q;
  const wording = wordingOf(locale, change, n, regime);
  if (!wording) return q;
  // The allergen scale is fixed and never shuffled, so its places are ALLERGEN_ANSWERS'.
  const scale = wording.options && q.options.length === ALLERGEN_ANSWERS.length;
  return {
    ...q,
    prompt: wording.prompt,
    options: scale ? wording.options! : q.options,
    mentions: wording.mentions,
  };
}

/**
 * An update's quiz in the reader's language. English is the stored quiz itself, with any
 * rewording the manager approved; another language is generated from the change set, so a
 * prompt the manager reworded in English reads as the generated question there (translating
 * the manager's words is a model's job, done at send time, not this module's).
 */
export function changeQuizIn(
  locale: Locale,
  questions: readonly ChangeQuizQuestion[],
  changes: readonly ItemChange[],
  regime: Regime,
): ChangeQuizQuestion[] {
  if (locale === 'en') return [...questions];
  return questions.map((q) => rewordQuestionIn(locale, q, changes, regime));
}
