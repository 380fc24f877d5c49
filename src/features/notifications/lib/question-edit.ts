import { t } from '@lingui/core/macro';
import { MAX_PROMPT_CHARS, type ChangeQuizQuestion } from '@/domain/change-quiz';

export const MAX_OPTION_CHARS = 120;

export type QuestionFields = { prompt: string; options: string[]; answer: number };

/**
 * Why a manager's edit of a question cannot be saved, or null when it can. Options are compared
 * as staff read them (case and spacing aside): two that look alike make a question nobody can
 * answer with certainty.
 */
export function questionEditError({ prompt, options, answer }: QuestionFields): string | null {
  const maxPrompt = MAX_PROMPT_CHARS;
  const maxOption = MAX_OPTION_CHARS;
  if (!prompt.trim()) return t`The question needs text.`;
  if (prompt.trim().length > MAX_PROMPT_CHARS)
    return t`Keep the question under ${maxPrompt} characters.`;
  if (options.some((o) => !o.trim())) return t`Every option needs text.`;
  if (options.some((o) => o.trim().length > MAX_OPTION_CHARS))
    return t`Keep each option under ${maxOption} characters.`;
  const keys = options.map((o) => o.trim().replace(/\s+/g, ' ').toLowerCase());
  if (new Set(keys).size !== keys.length) return t`Every option must be different.`;
  if (!Number.isInteger(answer) || answer < 0 || answer >= options.length)
    return t`Pick the correct option.`;
  return null;
}

/** The question with the manager's text; what it is about (dish, kind, id) stays. */
export function applyQuestionEdit(
  question: ChangeQuizQuestion,
  { prompt, options, answer }: QuestionFields,
): ChangeQuizQuestion {
  return {
    ...question,
    prompt: prompt.trim(),
    options: options.map((o) => o.trim().replace(/\s+/g, ' ')),
    answer,
  };
}
