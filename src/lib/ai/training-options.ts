import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { MIN_MENU_CONTENT_CHARS } from '@/config/constants';
import { menuTypeSchema } from '@/domain/parsed-menu';
import { TRAINING_TYPES } from '@/domain/training';

/**
 * Training generation options. Exported for the training form; the enums below are ours and kept
 * small.
 */
export const DETAIL_LEVELS = ['basic', 'standard', 'detailed'] as const;
export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const SOURCE_TYPES = ['menu', 'text', 'url'] as const;
export const MAX_QUIZ_COUNT = 10;

export const trainingOptionsSchema = z.object({
  menuStyle: z
    .string()
    .trim()
    .min(1, { error: () => t`Menu style is required` })
    .default('casual dining'),
  detailLevel: z.enum(DETAIL_LEVELS).default('standard'),
  menuTypes: z.array(menuTypeSchema).min(1, 'Choose at least one menu type').default(['food']),
  trainingTypes: z
    .array(z.enum(TRAINING_TYPES))
    .min(1, { error: () => t`Choose at least one training type` })
    .default(['wine_pairings', 'ingredient_knowledge']),
  includeQuizzes: z.boolean().default(true),
  quizCount: z.number().int().min(1).max(MAX_QUIZ_COUNT).default(3),
  quizDifficulty: z.enum(QUIZ_DIFFICULTIES).default('medium'),
  sourceType: z.enum(SOURCE_TYPES).default('text'),
  menuText: z
    .string()
    .trim()
    .min(
      MIN_MENU_CONTENT_CHARS,
      `Menu content is too short. Please provide more detailed menu information (at least ${MIN_MENU_CONTENT_CHARS} characters).`,
    ),
});
export type TrainingOptions = z.output<typeof trainingOptionsSchema>;
export type TrainingOptionsInput = z.input<typeof trainingOptionsSchema>;
