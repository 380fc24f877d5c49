import { getBackend } from '@/backend';
import { DEFAULT_ORG_ID, SIGNUP_FOLLOW_UP_DELAY_MS } from '@/config/constants';
import type { Restaurant } from '@/domain/restaurant';
import { writeJson } from '@/lib/storage';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sign-up follow-up: wait about a second for the session to settle, fetch the user,
 * create the restaurant and remember what was entered. Returns null when the restaurant failed.
 */
export async function completeOnboarding(values: {
  email: string;
  fullName?: string;
  restaurantName: string;
}) {
  await wait(SIGNUP_FOLLOW_UP_DELAY_MS);
  const backend = await getBackend();
  const user = await backend.auth.getUser();
  if (!user) return null;
  let restaurant: Restaurant;
  try {
    restaurant = await backend.restaurants.create({
      restaurant_name: values.restaurantName,
      userid: user.id,
      orgid: DEFAULT_ORG_ID,
      location_address: null,
      phone_num: null,
      website_url: null,
    });
  } catch (error) {
    console.error('[onboarding] restaurant create failed', error);
    return null;
  }
  try {
    // The spec keeps the sign-up values; the password is deliberately never stored.
    writeJson(`userData:${user.id}`, {
      email: values.email,
      fullName: values.fullName ?? '',
      restaurantName: values.restaurantName,
      userType: 'Manager',
    });
    writeJson(`restaurantData:${user.id}`, {
      name: restaurant.restaurant_name,
      userType: 'Manager',
      restaurantId: restaurant.restaurantid,
      address: 'Address to be added',
    });
  } catch (error) {
    console.warn('[onboarding] could not remember sign-up values', error);
  }
  return restaurant;
}
