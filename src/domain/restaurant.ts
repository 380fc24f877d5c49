import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { ADDRESS_MIN, RESTAURANT_NAME_MIN } from '@/config/constants';
import { regimeSchema, type Regime } from './allergens';
import { FIRST_VERSION, recordVersionSchema, type RecordVersion } from './record-version';

export const restaurantSchema = z.object({
  restaurantid: z.union([z.string(), z.number()]).transform(String),
  orgid: z.number().int(),
  userid: z.string(),
  restaurant_name: z.string(),
  location_address: z.string().nullable(),
  phone_num: z.string().nullable(),
  website_url: z.string().nullable(),
  /** Whose allergen rules the menu follows; null until chosen (the browser's region decides). */
  allergen_regime: regimeSchema.nullable().default(null),
  /** Set once the manager removed the sample data (ADR 0026); until then the samples show. */
  samples_removed: z.boolean().default(false),
  /** The stored version (ADR 0056); an edit names it. Kept from before versions existed: 1. */
  version: recordVersionSchema.default(FIRST_VERSION),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/** The restaurant form, validated on change. */
export const restaurantFormSchema = z.object({
  restaurant_name: z
    .string()
    .trim()
    .min(1, { error: () => t`Restaurant name is required` })
    .min(RESTAURANT_NAME_MIN, { error: () => t`Restaurant name must be at least 2 characters` }),
  location_address: z
    .string()
    .trim()
    .min(1, { error: () => t`Address is required` })
    .min(ADDRESS_MIN, { error: () => t`Address must be at least 5 characters` }),
  phone_num: z.string().trim(),
  website_url: z.union([
    z.literal(''),
    z.url({ error: () => t`Please enter a valid URL`, protocol: /^https?$/ }),
  ]),
  allergen_regime: regimeSchema,
});
export type RestaurantForm = z.infer<typeof restaurantFormSchema>;

export type RestaurantInput = {
  restaurant_name: string;
  location_address: string | null;
  phone_num: string | null;
  website_url: string | null;
  userid: string;
  orgid: number;
  /** Left out, the stored choice stays as it is. */
  allergen_regime?: Regime | null;
};

/**
 * An edit of the restaurant form: every field of it, and the version of the restaurant the form
 * was opened on. Refused when the stored restaurant is no longer at that version (ADR 0056).
 */
export type RestaurantEdit = RestaurantInput & { version: RecordVersion };
