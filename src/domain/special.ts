import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import { recordVersionSchema } from './record-version';
import { isIsoDate, isValidRange } from './special-rules';

export const SPECIAL_CATEGORIES = [
  'Special Offers',
  'Limited Time',
  "Chef's Selection",
  'Holiday Specials',
] as const;
export type SpecialCategory = (typeof SPECIAL_CATEGORIES)[number];
export const DEFAULT_SPECIAL_CATEGORY: SpecialCategory = 'Special Offers';

const CATEGORY_LABELS: Record<SpecialCategory, MessageDescriptor> = {
  'Special Offers': msg`Special Offers`,
  'Limited Time': msg`Limited Time`,
  "Chef's Selection": msg`Chef's Selection`,
  'Holiday Specials': msg`Holiday Specials`,
};

/**
 * A category as people read it: the four offered ones in the language shown; one the manager
 * typed is theirs, shown as written. The stored value stays the English one.
 */
export function specialCategoryLabel(category: string): string {
  const label = (CATEGORY_LABELS as Record<string, MessageDescriptor | undefined>)[category];
  return label ? i18n._(label) : category;
}

// Messages are read when a value is validated, so they are in the language shown then.
export const endBeforeStartMessage = () => t`End date must be on or after the start date`;
export const specialNameRequiredMessage = () => t`Special name is required`;

/** A calendar date without time or zone, 'yyyy-MM-dd' (the seed's format). */
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { error: () => t`Expected a date as yyyy-MM-dd` });

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

/** The add/edit dialog's values. An end date before the start date is refused (issue 6). */
export const specialFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: specialNameRequiredMessage }),
    price: z.string().trim(),
    description: z.string().trim(),
    category: z.string().trim().min(1),
    startDate: isoDateSchema.nullable(),
    endDate: isoDateSchema.nullable(),
  })
  .refine((v) => isValidRange(v.startDate, v.endDate), {
    path: ['endDate'],
    error: endBeforeStartMessage,
  });
export type SpecialFormValues = z.infer<typeof specialFormSchema>;
