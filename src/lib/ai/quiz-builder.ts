import { QUIZ_OPTIONS } from '@/config/constants';
import type { QuizQuestion } from '@/domain/training';
import { seededRandom } from '@/domain/seeded-random';

/** One true statement about the menu, with wrong answers that are known to be false. */
export type QuizFact = {
  question: string;
  correct: string;
  /** Candidates already checked to be false for this question; may hold more or fewer than 3. */
  distractors: string[];
  explanation: string;
};

/**
 * Used only when the menu has too few other items to supply wrong answers. Each is false whenever
 * the correct option is a real menu item or price, so the question stays answerable.
 */
export const FILLER_OPTIONS = ['None of the above', 'All of the above', 'Not listed on this menu'];

export function seededShuffle<T>(values: readonly T[], seed: string): T[] {
  const next = seededRandom(seed);
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const key = (s: string) => s.trim().toLowerCase();

/** Turns a fact into a four-option question with the correct index; null if it cannot. */
export function buildQuestion(fact: QuizFact): QuizQuestion | null {
  const correct = fact.correct.trim();
  if (!correct) return null;
  const seen = new Set([key(correct)]);
  const wrong: string[] = [];
  const take = (option: string) => {
    const text = option.trim();
    if (!text || seen.has(key(text)) || wrong.length >= QUIZ_OPTIONS - 1) return;
    seen.add(key(text));
    wrong.push(text);
  };
  seededShuffle(fact.distractors, `${fact.question}|distractors`).forEach(take);
  FILLER_OPTIONS.forEach(take);
  if (wrong.length < QUIZ_OPTIONS - 1) return null;
  const options = seededShuffle([correct, ...wrong], fact.question);
  return {
    question: fact.question,
    options,
    correctAnswer: options.indexOf(correct),
    explanation: fact.explanation,
  };
}

/** Takes facts round-robin across groups so a short quiz still covers several kinds of fact. */
export function interleave<T>(groups: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    for (const group of groups) if (i < group.length) out.push(group[i]!);
  }
  return out;
}

/** Up to `count` questions with distinct question texts, skipping facts already used elsewhere. */
export function pickQuestions(facts: QuizFact[], count: number, used: Set<string>): QuizQuestion[] {
  const out: QuizQuestion[] = [];
  for (const fact of facts) {
    if (out.length >= count) break;
    if (used.has(fact.question)) continue;
    const question = buildQuestion(fact);
    if (!question) continue;
    used.add(fact.question);
    out.push(question);
  }
  return out;
}
