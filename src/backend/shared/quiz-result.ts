import { z } from 'zod';
import type { QuizResult } from '../port';

/** A stored quiz result, as either adapter reads it back: whole, non-negative counts. */
export const quizResultSchema = z.object({
  moduleId: z.string(),
  staffId: z.string(),
  score: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  takenAt: z.string(),
}) satisfies z.ZodType<QuizResult>;
