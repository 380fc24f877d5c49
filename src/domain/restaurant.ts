import { z } from 'zod';
import type { FormMessages } from './form-messages';
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

/** The shortest restaurant name and address the form accepts (SPEC §9). */
export const RESTAURANT_NAME_MIN = 2;
export const ADDRESS_MIN = 5;

/** The rules of the restaurant form that can refuse a value, each with its own message. */
export const RESTAURANT_FORM_RULES = [
  'nameRequired',
  'nameTooShort',
  'addressRequired',
  'addressTooShort',
  'websiteInvalid',
] as const;
export type RestaurantFormRule = (typeof RESTAURANT_FORM_RULES)[number];

/**
 * The restaurant form, validated on change, saying each refusal with `messages` (the feature's
 * translated words: src/features/restaurant/lib/restaurant-form-schema.ts).
 */
export function restaurantFormSchemaWith(messages: FormMessages<RestaurantFormRule>) {
  return z.object({
    restaurant_name: z
      .string()
      .trim()
      .min(1, { error: messages.nameRequired })
      .min(RESTAURANT_NAME_MIN, { error: messages.nameTooShort }),
    location_address: z
      .string()
      .trim()
      .min(1, { error: messages.addressRequired })
      .min(ADDRESS_MIN, { error: messages.addressTooShort }),
    phone_num: z.string().trim(),
    website_url: z.union([
      z.literal(''),
      z.url({ error: messages.websiteInvalid, protocol: /^https?$/ }),
    ]),
    allergen_regime: regimeSchema,
  });
}
export type RestaurantForm = z.infer<ReturnType<typeof restaurantFormSchemaWith>>;

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
