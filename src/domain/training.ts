import { z } from 'zod';
import { recordVersionSchema } from './record-version';

export const TRAINING_TYPES = [
  'wine_pairings',
  'ingredient_knowledge',
  'service_scripts',
  'upselling_techniques',
  'seasonal_specials',
  'dietary_restrictions',
] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

export const quizQuestionSchema = z.object({
  question: z.string().min(1),
  options: z.array(z.string()).length(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string().default(''),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const trainingModuleSchema = z.object({
  title: z.string().min(1),
  type: z.enum(TRAINING_TYPES),
  content: z.string().min(1),
  quizQuestions: z.array(quizQuestionSchema).optional(),
  sourceUrl: z.literal('menu_url').nullable().default(null),
});
export type TrainingModule = z.infer<typeof trainingModuleSchema>;

/** The latest quiz result on a saved module, so a manager sees how the last attempt went. */
export const quizScoreSchema = z.object({
  correct: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  takenAt: z.string(),
});
export type QuizScore = z.infer<typeof quizScoreSchema>;

export const savedTrainingModuleSchema = trainingModuleSchema.extend({
  id: z.string().min(1),
  createdAt: z.string(),
  // Optional so modules stored before scores existed still parse.
  lastScore: quizScoreSchema.optional(),
  /** The stored version an update starts from (ADR 0056); none before the module is stored. */
  version: recordVersionSchema.optional(),
});
export type SavedTrainingModule = z.infer<typeof savedTrainingModuleSchema>;
