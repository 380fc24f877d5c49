import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { MIN_MENU_CONTENT_CHARS } from '@/config/constants';
import { menuTypeSchema } from '@/domain/parsed-menu';
import { trainingOptionsSchema } from '@/lib/ai/training-options';

/**
 * The training form: the AI layer's option schema for the options (same rules and defaults), plus
 * the source fields. menuText and menuTypes are not typed by the user: they come from the source.
 */
export const trainingFormSchema = trainingOptionsSchema
  .omit({ menuText: true, menuTypes: true })
  .extend({
    menuId: z.string().default(''),
    pastedText: z.string().default(''),
    menuUrl: z.string().trim().default(''),
    menuType: menuTypeSchema.default('food'),
  })
  .superRefine((values, ctx) => {
    if (values.sourceType === 'menu' && !values.menuId) {
      ctx.addIssue({ code: 'custom', path: ['menuId'], message: t`Choose a saved menu` });
    }
    if (values.sourceType === 'text' && values.pastedText.trim().length < MIN_MENU_CONTENT_CHARS) {
      const min = MIN_MENU_CONTENT_CHARS;
      ctx.addIssue({
        code: 'custom',
        path: ['pastedText'],
        message: t`Menu content is too short. Please provide more detailed menu information (at least ${min} characters).`,
      });
    }
    if (
      values.sourceType === 'url' &&
      !z.url({ protocol: /^https?$/ }).safeParse(values.menuUrl).success
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['menuUrl'],
        message: t`Please enter a valid http(s) URL, e.g. https://example.com/menu`,
      });
    }
  });

export type TrainingFormInput = z.input<typeof trainingFormSchema>;
export type TrainingFormValues = z.output<typeof trainingFormSchema>;

type OptionFields = Pick<
  TrainingFormValues,
  'menuStyle' | 'detailLevel' | 'trainingTypes' | 'includeQuizzes' | 'quizCount' | 'quizDifficulty'
>;

/** The fields that become TrainingOptions unchanged. */
export function optionFields(values: OptionFields): OptionFields {
  const { menuStyle, detailLevel, trainingTypes, includeQuizzes, quizCount, quizDifficulty } =
    values;
  return { menuStyle, detailLevel, trainingTypes, includeQuizzes, quizCount, quizDifficulty };
}

/** What a new form's options start at: the AI layer's defaults. */
export function defaultOptionFields(): OptionFields {
  return optionFields(trainingOptionsSchema.omit({ menuText: true }).parse({}));
}
