import { z } from 'zod';

export const TRAINING_TYPES = [
  'wine_pairings',
  'ingredient_knowledge',
  'service_scripts',
  'upselling_techniques',
  'seasonal_specials',
  'dietary_restrictions',
] as const;

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

export const savedTrainingModuleSchema = trainingModuleSchema.extend({
  id: z.string().min(1),
  createdAt: z.string(),
});
export type SavedTrainingModule = z.infer<typeof savedTrainingModuleSchema>;
