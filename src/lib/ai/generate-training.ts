import { z } from 'zod';
import type { ParsedMenu } from '@/domain/parsed-menu';
import { TRAINING_TYPES, trainingModuleSchema, type TrainingModule } from '@/domain/training';
import { summarizeZodError } from './normalize-menu';
import { buildTrainingUserMessage, TRAINING_SYSTEM_PROMPT } from './prompts';
import { AiResponseError, type AiCallOptions, type AiResult } from './result';
import { buildTrainingFallback } from './training-fallback';
import { trainingOptionsSchema, type TrainingOptions } from './training-options';
import { askForJson, withFallback } from './with-fallback';

export const TRAINING_TEMPERATURE = 0.7;

export type GenerateTrainingOptions = AiCallOptions & {
  /** A structured menu the fallback can use instead of re-parsing menuText. */
  menu?: ParsedMenu;
};

// Duplicate options would make a question ambiguous even with a valid index.
const modulesSchema = z
  .array(
    trainingModuleSchema.superRefine((module, ctx) => {
      module.quizQuestions?.forEach((q, i) => {
        const seen = new Set(q.options.map((o) => o.trim().toLowerCase()));
        if (seen.size !== q.options.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['quizQuestions', i, 'options'],
            message: 'options must be distinct',
          });
        }
      });
    }),
  )
  .min(1, 'no modules returned');

/**
 * Staff training modules from menu text. Like menu parsing, provider trouble comes
 * back as success false with a fallback built from the same menu; only cancellation rejects.
 */
export async function generateTraining(
  options: TrainingOptions,
  opts: GenerateTrainingOptions = {},
): Promise<AiResult<TrainingModule[]>> {
  const parsedOptions = trainingOptionsSchema.safeParse(options);
  return withFallback(opts, {
    invalid: parsedOptions.success
      ? undefined
      : `Invalid training options: ${summarizeZodError(parsedOptions.error)}`,
    fallback: () => buildTrainingFallback(options, opts.menu),
    run: async (settings) => {
      // Runs only when the options passed the check above.
      const valid = parsedOptions.data!;
      const raw = await askForJson(
        settings,
        {
          system: TRAINING_SYSTEM_PROMPT,
          user: buildTrainingUserMessage(valid),
          temperature: TRAINING_TEMPERATURE,
        },
        opts,
      );
      const modules = modulesSchema.safeParse(
        extractModules(raw).map((m) => normalizeModule(m, valid)),
      );
      if (!modules.success) {
        throw new AiResponseError(
          `Invalid training modules from ${settings.provider}: ${summarizeZodError(modules.error)}`,
        );
      }
      return modules.data;
    },
  });
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Models answer with an array, a { modules } array, or a single module object. */
export function extractModules(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isObject(raw)) {
    if (Array.isArray(raw.modules)) return raw.modules;
    if (Array.isArray(raw.trainingModules)) return raw.trainingModules;
    return [raw];
  }
  return [raw];
}

/** Fixes cosmetic deviations and applies our own rules (sourceUrl, quizzes on/off, count). */
function normalizeModule(module: unknown, options: TrainingOptions): unknown {
  if (!isObject(module)) return module;
  const questions = Array.isArray(module.quizQuestions) ? module.quizQuestions : undefined;
  return {
    ...module,
    type: normalizeType(module.type),
    // The source is a fact we know, not something for the model to decide.
    sourceUrl: options.sourceType === 'url' ? 'menu_url' : null,
    quizQuestions: options.includeQuizzes
      ? questions?.slice(0, options.quizCount).map(normalizeQuestion)
      : undefined,
  };
}

function normalizeType(type: unknown): unknown {
  if (typeof type !== 'string') return type;
  const snake = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (TRAINING_TYPES as readonly string[]).includes(snake) ? snake : type;
}

// Models sometimes give the answer as "2" or as the option text instead of the index.
function normalizeQuestion(question: unknown): unknown {
  if (!isObject(question) || !Array.isArray(question.options)) return question;
  const answer = question.correctAnswer;
  if (typeof answer !== 'string') return question;
  const byText = question.options.findIndex(
    (o) => typeof o === 'string' && o.trim().toLowerCase() === answer.trim().toLowerCase(),
  );
  const index = byText >= 0 ? byText : /^\d$/.test(answer.trim()) ? Number(answer) : answer;
  return { ...question, correctAnswer: index };
}
