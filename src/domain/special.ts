import { z } from 'zod';
import type { FormMessages } from './form-messages';
import { recordVersionSchema } from './record-version';
import { isIsoDate, isValidRange } from './special-rules';

/** The offered categories, stored in English; src/i18n/special-labels.ts words them. */
export const SPECIAL_CATEGORIES = [
  'Special Offers',
  'Limited Time',
  "Chef's Selection",
  'Holiday Specials',
] as const;
export type SpecialCategory = (typeof SPECIAL_CATEGORIES)[number];
export const DEFAULT_SPECIAL_CATEGORY: SpecialCategory = 'Special Offers';

/** A calendar date without time or zone, 'yyyy-MM-dd' (the seed's format). */
const isoDate = (error: () => string) => z.string().refine(isIsoDate, { error });

/** Stored data is not a form: its refusal is logged, never shown, so it stays in English. */
export const isoDateSchema = isoDate(() => 'Expected a date as yyyy-MM-dd');

/**
 * A special: the menu-item fields, a category and an optional date range. Either date may
 * be null: the pickers are not required, so a special can be open-ended on either side.
 */
export const specialSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(''),
  price: z.string().default(''),
  category: z.string().default(DEFAULT_SPECIAL_CATEGORY),
  startDate: isoDateSchema.nullable().default(null),
  endDate: isoDateSchema.nullable().default(null),
  /** The stored version an edit starts from (ADR 0056); none before the special is stored. */
  version: recordVersionSchema.optional(),
});
export type Special = z.infer<typeof specialSchema>;

/** The rules of the special dialog that can refuse a value, each with its own message. */
export const SPECIAL_FORM_RULES = ['nameRequired', 'dateInvalid', 'endBeforeStart'] as const;
export type SpecialFormRule = (typeof SPECIAL_FORM_RULES)[number];

/**
 * The add/edit dialog's values, saying each refusal with `messages` (the feature's translated
 * words: src/features/specials/lib/special-form-schema.ts). An end date before the start date is
 * refused on the end date (issue 6).
 */
export function specialFormSchemaWith(messages: FormMessages<SpecialFormRule>) {
  return z
    .object({
      name: z.string().trim().min(1, { error: messages.nameRequired }),
      price: z.string().trim(),
      description: z.string().trim(),
      category: z.string().trim().min(1),
      startDate: isoDate(messages.dateInvalid).nullable(),
      endDate: isoDate(messages.dateInvalid).nullable(),
    })
    .refine((v) => isValidRange(v.startDate, v.endDate), {
      path: ['endDate'],
      error: messages.endBeforeStart,
    });
}
export type SpecialFormValues = z.infer<ReturnType<typeof specialFormSchemaWith>>;
