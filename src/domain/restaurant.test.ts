import { describe, expect, it } from 'vitest';
import { ruleNames } from './form-messages';
import {
  ADDRESS_MIN,
  RESTAURANT_FORM_RULES,
  RESTAURANT_NAME_MIN,
  restaurantFormSchemaWith,
} from './restaurant';

// The domain's rules without the app's words: each refusal is named by its rule, so the rules are
// tested here and the wording (and its translation) in src/features/restaurant/lib.
const schema = restaurantFormSchemaWith(ruleNames(RESTAURANT_FORM_RULES));

const valid = {
  restaurant_name: 'Chez Nous',
  location_address: '1 Main Street',
  phone_num: '',
  website_url: '',
  allergen_regime: 'eu',
};

const refusals = (input: Record<string, unknown>) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('restaurantFormSchemaWith', () => {
  it('refuses a missing or short name and address, and a web address that is not http(s)', () => {
    expect(
      refusals({ ...valid, restaurant_name: ' ', location_address: '', website_url: 'ftp://x.y' }),
    ).toEqual([
      ['restaurant_name', 'nameRequired'],
      ['restaurant_name', 'nameTooShort'],
      ['location_address', 'addressRequired'],
      ['location_address', 'addressTooShort'],
      ['website_url', 'websiteInvalid'],
    ]);
    expect(refusals({ ...valid, restaurant_name: 'X', location_address: '1 Ma' })).toEqual([
      ['restaurant_name', 'nameTooShort'],
      ['location_address', 'addressTooShort'],
    ]);
  });

  it('accepts the limits exactly and trims the text', () => {
    const parsed = schema.parse({
      ...valid,
      restaurant_name: ` ${'A'.repeat(RESTAURANT_NAME_MIN)} `,
      location_address: 'B'.repeat(ADDRESS_MIN),
      website_url: 'https://example.com',
    });
    expect(parsed.restaurant_name).toBe('AA');
    expect(parsed.location_address).toBe('BBBBB');
  });

  it('refuses a regime it does not know', () => {
    expect(schema.safeParse({ ...valid, allergen_regime: 'mars' }).success).toBe(false);
  });
});
