// Test-only: domain records with plain defaults, so a test names only the fields it is about.
import type { MenuDraft, MenuItem, SavedMenu } from '@/domain/menu';
import type { RestaurantInput } from '@/domain/restaurant';
import type { StaffMember } from '@/domain/staff';

/** A menu item at $10 in Mains: no description, ingredients or tags, and available. */
export const menuItem = (fields: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name'>): MenuItem => ({
  description: '',
  price: '$10',
  category: 'Mains',
  ingredients: [],
  allergens: [],
  dietary: [],
  available: true,
  ...fields,
});

/**
 * A dinner menu of these items. From a saved menu: its next save, based on its version. From an id
 * alone (a sample's, an editor's): a draft that started from nothing (baseVersion null).
 */
export const menuDraft = (
  items: MenuItem[],
  from?: string | Pick<SavedMenu, 'id' | 'version'>,
): MenuDraft => ({
  id: typeof from === 'string' ? from : from?.id,
  name: 'Dinner',
  type: 'food',
  foodType: 'dinner',
  items,
  baseVersion: typeof from === 'object' ? (from.version ?? null) : null,
});

/** An active server hired in January 2025, with an e-mail made from the name. */
export const staffMember = (
  id: string,
  name: string,
  extra: Partial<StaffMember> = {},
): StaffMember => ({
  id,
  name,
  role: 'Server',
  email: `${name.toLowerCase()}@example.com`,
  notificationPreference: 'app',
  status: 'active',
  hireDate: '2025-01-15T00:00:00.000Z',
  notificationsReceived: 0,
  link: 'none',
  ...extra,
});

/** A new restaurant with only a name, owned by `userid`. */
export const restaurantInput = (
  userid: string,
  restaurant_name: string,
  extra: Partial<RestaurantInput> = {},
): RestaurantInput => ({
  restaurant_name,
  location_address: null,
  phone_num: null,
  website_url: null,
  userid,
  orgid: 1,
  ...extra,
});
