import { applyRephrasings, type ChangeQuizQuestion } from '@/domain/change-quiz';
import type { AiCallOptions, AiResult } from '@/lib/ai/result';
import { askForJson, withFallback } from '@/lib/ai/with-fallback';

const REPHRASE_TEMPERATURE = 0.5;

const SYSTEM_PROMPT = `You reword multiple-choice quiz questions for restaurant staff so they read naturally.
Return JSON: {"prompts": [string, ...]}, exactly one new question text per question, in the same order.
Rules for every question text:
- keep every word listed in its "mustMention" exactly as written;
- never include any of its answer options, so the question gives nothing away;
- ask the same thing: the options stay as they are and must still answer it;
- plain text, one sentence, under 200 characters, no HTML or markdown.`;

/**
 * The questions with prompts reworded by the manager's configured model. Only the prompt may
 * change, and only where checkRephrased accepts it (dish kept, no option given away); any
 * provider trouble returns success false with the questions as they were.
 */
export function rephraseQuiz(
  questions: ChangeQuizQuestion[],
  opts: AiCallOptions = {},
): Promise<AiResult<ChangeQuizQuestion[]>> {
  return withFallback(opts, {
    fallback: () => questions,
    run: async (settings) => {
      const user = JSON.stringify({
        questions: questions.map((q) => ({
          prompt: q.prompt,
          mustMention: q.mentions,
          options: q.options,
        })),
      });
      const raw = await askForJson(
        settings,
        { system: SYSTEM_PROMPT, user, temperature: REPHRASE_TEMPERATURE },
        opts,
      );
      const prompts = raw && typeof raw === 'object' && 'prompts' in raw ? raw.prompts : null;
      return applyRephrasings(questions, prompts);
    },
  });
}
