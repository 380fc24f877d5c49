import { z } from 'zod';
import { isSafetyChange, type ItemChange } from './change-set';
import {
  changeQuizQuestionSchema,
  quizContext,
  type ChangeQuizQuestion,
} from './change-quiz-options';
import { candidatesFor } from './change-quiz-questions';
import type { Regime } from './allergens';
import { changeQuizIn } from './i18n/change-quiz-in';
import type { Locale } from './i18n/locale';
import type { MenuItem } from './menu';
import { seededRandom } from './seeded-random';

export { changeQuizQuestionSchema, type ChangeQuizQuestion } from './change-quiz-options';

export const MAX_CHANGE_QUIZ_QUESTIONS = 6;
export const changeQuizSchema = z.array(changeQuizQuestionSchema).max(MAX_CHANGE_QUIZ_QUESTIONS);

/**
 * Safety first (allergen facts, then new dishes carrying allergens); then removed dishes, which
 * guests still ask for.
 */
const PRIORITY = ['removed', 'new', 'price', 'description', 'dietary', 'availability', 'moved'];
function priority(c: ItemChange): number {
  if (isSafetyChange(c)) return c.kind === 'allergen' ? 0 : 1;
  return 2 + PRIORITY.indexOf(c.kind);
}

/**
 * A quiz on exactly what changed, built offline: up to six questions, safety changes first, each
 * with four distinct options whose wrong ones come from the same menus so they read plausibly.
 * `menu` holds the current dishes of every menu the update concerns, `previous` their dishes
 * before it. The same seed gives the same quiz.
 *
 * Breadth over depth: first one question per change in priority order, then further questions
 * on the same changes (another allergen of one dish), and second questions on a change (which
 * dish's price changed?) only when the quiz would otherwise have fewer than two.
 *
 * `language`: the recipient's, with the restaurant's regime for the allergen names; the same
 * questions, options in the same order and the same answers as in English (changeQuizIn).
 */
export function buildChangeQuiz(
  changes: ItemChange[],
  menu: MenuItem[],
  previous: MenuItem[],
  seed: number,
  language?: { locale: Locale; regime: Regime },
): ChangeQuizQuestion[] {
  const ctx = quizContext(menu, previous, seededRandom(`change-quiz:${seed}`));
  const ordered = [...changes].sort((a, b) => priority(a) - priority(b));
  const candidates = ordered.map((c) => candidatesFor(ctx, c));
  const picked: { question: ChangeQuizQuestion; rank: number; order: number }[] = [];
  const prompts = new Set<string>();
  const has = (q: ChangeQuizQuestion) => picked.some((p) => p.question.id === q.id);
  const take = (question: ChangeQuizQuestion, rank: number, limit = MAX_CHANGE_QUIZ_QUESTIONS) => {
    if (picked.length >= limit || has(question)) return;
    picked.push({ question, rank, order: picked.length });
    prompts.add(question.prompt);
  };
  // A second 'Which dish was removed?' repeats a prompt; it waits until the quiz is short.
  const fresh = (q: ChangeQuizQuestion) => !prompts.has(q.prompt);
  candidates.forEach(({ primary }, rank) => {
    const first = primary.find(fresh);
    if (first) take(first, rank);
  });
  candidates.forEach(({ primary }, rank) => primary.filter(fresh).forEach((q) => take(q, rank)));
  candidates.forEach(({ primary, secondary }, rank) =>
    [...primary, ...secondary].forEach((q) => take(q, rank, 2)),
  );
  const quiz = picked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((p) => p.question);
  return language ? changeQuizIn(language.locale, quiz, changes, language.regime) : quiz;
}

export type ChangeQuizResult = {
  score: number;
  total: number;
  passed: boolean;
  correct: boolean[];
};

/** Passed means every question answered, and answered right: the quiz is about safety. */
export function gradeChangeQuiz(
  questions: ChangeQuizQuestion[],
  answers: readonly number[],
): ChangeQuizResult {
  const correct = questions.map((q, i) => answers[i] === q.answer);
  const score = correct.filter(Boolean).length;
  const passed = answers.length === questions.length && score === questions.length;
  return { score, total: questions.length, passed, correct };
}

/** The longest prompt a question may have, generated, reworded or edited by the manager. */
export const MAX_PROMPT_CHARS = 200;

/**
 * Whether a model's rewording of a question's prompt may replace it: it keeps the dish, allergen
 * or tag the question is about, gives no option away (the correct one whatever its length, the
 * others when longer than 3 characters, where a short one like '$9' could be a coincidence),
 * and is plain text.
 */
export function checkRephrased(original: ChangeQuizQuestion, prompt: string): boolean {
  if (typeof prompt !== 'string') return false;
  const text = prompt.trim();
  if (!text || text.length > MAX_PROMPT_CHARS || /[<>]/.test(text)) return false;
  const lower = text.toLowerCase();
  if (!original.mentions.every((m) => lower.includes(m.trim().toLowerCase()))) return false;
  return original.options.every((option, i) => {
    const o = option.trim().toLowerCase();
    if (!o || (i !== original.answer && o.length <= 3)) return true;
    return !lower.includes(o);
  });
}

const rephrasingsSchema = z.array(z.unknown());

/**
 * The model's prompts (expected: one string per question, in order) where they pass
 * checkRephrased; the original prompt everywhere else. Output of the wrong shape changes nothing.
 */
export function applyRephrasings(
  questions: ChangeQuizQuestion[],
  prompts: unknown,
): ChangeQuizQuestion[] {
  const parsed = rephrasingsSchema.length(questions.length).safeParse(prompts);
  if (!parsed.success) return questions;
  return questions.map((q, i) => {
    const prompt = parsed.data[i];
    return typeof prompt === 'string' && checkRephrased(q, prompt)
      ? { ...q, prompt: prompt.trim() }
      : q;
  });
}
