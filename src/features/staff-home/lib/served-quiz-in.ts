import type { OpenChangeQuestion } from '@/backend/port';
import type { Regime } from '@/domain/allergens';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import type { ItemChange } from '@/domain/change-set';
import { rewordQuestionIn } from '@/domain/i18n/change-quiz-in';
import type { Locale } from '@/domain/i18n/locale';
import type { QuizReviewItem } from '@/domain/update-quiz-attempts';

/*
 * An update's quiz is stored once, in English, as the manager sent it. A reader of another
 * language gets a question in their language only when it is still exactly what the generator
 * wrote (worded again from the change set, it reads the same in English): the generator can then
 * word it in theirs, the same options in the same places, so the answers they hand in (stored
 * option indexes) are graded as before. A question the manager wrote, edited or had reworded
 * stays as written: a generated question in its place would ask something they did not.
 */

/** Each served option's stored index; the stored order when the backend sent none usable. */
function storedIndexes(q: OpenChangeQuestion): number[] {
  const n = q.options.length;
  const ids = q.optionIds;
  const valid =
    ids.length === n &&
    new Set(ids).size === n &&
    ids.every((i) => Number.isInteger(i) && i >= 0 && i < n);
  return valid ? ids : q.options.map((_, i) => i);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** One served question in `locale`: the generator's wording when it is generated, else as is. */
export function servedQuestionIn(
  locale: Locale,
  q: OpenChangeQuestion,
  changes: readonly ItemChange[],
  regime: Regime,
): OpenChangeQuestion {
  if (locale === 'en') return q;
  const ids = storedIndexes(q);
  const { optionIds: _served, ...fields } = q;
  const options: string[] = [];
  ids.forEach((stored, slot) => (options[stored] = q.options[slot]!));
  // The answer is not served and rewording never reads it: the options keep their places.
  const stored: ChangeQuizQuestion = { ...fields, options, answer: 0 };
  const english = rewordQuestionIn('en', stored, changes, regime);
  const generated = english.prompt === stored.prompt && sameList(english.options, stored.options);
  if (!generated) return q;
  const worded = rewordQuestionIn(locale, stored, changes, regime);
  if (worded === stored) return q;
  return {
    ...q,
    prompt: worded.prompt,
    options: ids.map((i) => worded.options[i]!),
    mentions: worded.mentions,
  };
}

/** An update's served quiz in `locale` (see above); English is the quiz as served. */
export function servedQuizIn(
  locale: Locale,
  questions: readonly OpenChangeQuestion[],
  changes: readonly ItemChange[],
  regime: Regime,
): OpenChangeQuestion[] {
  return questions.map((q) => servedQuestionIn(locale, q, changes, regime));
}

/**
 * The review after a pass names each right option as stored (English); shown beside a question
 * in another language, it is that question's option in the same place.
 */
export function reviewIn(
  review: readonly QuizReviewItem[],
  served: readonly OpenChangeQuestion[],
  shown: readonly OpenChangeQuestion[],
): QuizReviewItem[] {
  return review.map((item, i) => {
    const at = served[i]?.options.indexOf(item.answer) ?? -1;
    const answer = at >= 0 ? shown[i]?.options[at] : undefined;
    return answer === undefined ? item : { ...item, answer };
  });
}
