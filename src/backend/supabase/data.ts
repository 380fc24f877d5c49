import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { profileSchema, type Profile } from '@/domain/profile';
import { restaurantSchema, type Restaurant, type RestaurantInput } from '@/domain/restaurant';
import { showsSamples } from '@/domain/samples';
import { RecordConflictError, type ProfilesPort, type RestaurantsPort } from '../port';
import { forbidden, maybeRowOf, rowsOf, sessionMissing, shapeFailure } from './errors';

/** Rows are parsed so a drifted column surfaces as one clear error, not as undefined in the UI. */
function parseRow<S extends z.ZodType>(operation: string, schema: S, row: unknown): z.infer<S> {
  const parsed = schema.safeParse(row);
  if (!parsed.success) throw shapeFailure(operation, parsed.error.issues);
  return parsed.data;
}

/** PostgREST ids are bigint identities; anything else cannot be one of ours. */
export const isDbId = (id: string | undefined): id is string => !!id && /^\d+$/.test(id);

/**
 * Which restaurants the signed-in user owns. RLS is the real guard on the tables; this check is for
 * the browser-storage collections (staff, specials, ...) that RLS cannot see, so a user cannot read
 * another account's lists in a shared browser by guessing a restaurant id.
 */
export function createRestaurantAccess(client: SupabaseClient) {
  const owned = new Map<string, Set<string>>();

  async function currentUserId(): Promise<string> {
    const { data } = await client.auth.getSession();
    const id = data.session?.user.id;
    if (!id) throw sessionMissing();
    return id;
  }

  function remember(userId: string, restaurantIds: string[]) {
    const set = owned.get(userId) ?? new Set<string>();
    restaurantIds.forEach((id) => set.add(id));
    owned.set(userId, set);
  }

  async function authorize(restaurantId: string): Promise<void> {
    const userId = await currentUserId();
    if (owned.get(userId)?.has(restaurantId)) return;
    if (!isDbId(restaurantId)) throw forbidden();
    const result = await client
      .from('restaurants')
      .select('restaurantid')
      .eq('restaurantid', restaurantId)
      .eq('userid', userId)
      .maybeSingle();
    if (!maybeRowOf('authorize restaurant', result)) throw forbidden();
    remember(userId, [restaurantId]);
  }

  /**
   * Whether the restaurant still shows the samples (ADR 0026): read on every list, so removing
   * them on one device shows on the others at their next read.
   */
  async function samplesShown(restaurantId: string): Promise<boolean> {
    const result = await client
      .from('restaurants')
      .select('samples_removed')
      .eq('restaurantid', restaurantId)
      .maybeSingle();
    const row = maybeRowOf('read samples_removed', result) as { samples_removed?: unknown } | null;
    return !!row && showsSamples({ samples_removed: row.samples_removed === true });
  }

  return { currentUserId, remember, authorize, samplesShown };
}

export type RestaurantAccess = ReturnType<typeof createRestaurantAccess>;

export function createSupabaseProfiles(client: SupabaseClient): ProfilesPort {
  const table = () => client.from('profiles');
  return {
    async get(userId) {
      const result = await table().select('*').eq('id', userId).maybeSingle();
      const row = maybeRowOf('read profile', result);
      return row ? parseRow('read profile', profileSchema, row) : null;
    },
    async create(profile: Profile) {
      const { id, email, full_name, user_type } = profile;
      const result = await table().insert({ id, email, full_name, user_type }).select().single();
      return parseRow('create profile', profileSchema, rowsOf('create profile', result));
    },
    async update(userId, patch) {
      // Only the columns a user may change; id, created_at and updated_at are the server's.
      const { email, full_name, user_type } = patch;
      const columns = Object.fromEntries(
        Object.entries({ email, full_name, user_type }).filter(([, v]) => v !== undefined),
      );
      const result = await table().update(columns).eq('id', userId).select().single();
      return parseRow('update profile', profileSchema, rowsOf('update profile', result));
    },
  };
}

/**
 * The restaurant's editable columns, so nothing else from the form reaches the table. The
 * id, orgid and timestamps are the server's; userid is sent once, on insert, where the policy
 * checks it is the caller (column grants, 20261124000000).
 */
const restaurantColumns = (input: RestaurantInput) => ({
  restaurant_name: input.restaurant_name,
  location_address: input.location_address,
  phone_num: input.phone_num,
  website_url: input.website_url,
  ...(input.allergen_regime !== undefined ? { allergen_regime: input.allergen_regime } : {}),
});

export function createSupabaseRestaurants(
  client: SupabaseClient,
  access: RestaurantAccess,
): RestaurantsPort {
  const table = () => client.from('restaurants');
  const parse = (operation: string, row: unknown): Restaurant =>
    parseRow(operation, restaurantSchema, row);
  return {
    async create(input) {
      const result = await table()
        .insert({ ...restaurantColumns(input), userid: input.userid })
        .select()
        .single();
      const row = parse('create restaurant', rowsOf('create restaurant', result));
      access.remember(row.userid, [row.restaurantid]);
      return row;
    },
    async listForUser(userId) {
      const result = await table().select('*').eq('userid', userId).order('restaurantid');
      const rows = rowsOf('list restaurants', result).map((r) => parse('list restaurants', r));
      access.remember(
        userId,
        rows.map((r) => r.restaurantid),
      );
      return rows;
    },
    // One PATCH where the restaurant is still at the form's version (20261207010000, ADR 0056).
    // No row back: it moved on (or is not the caller's), told apart by a read on that path only.
    async update(restaurantId, input) {
      const result = await table()
        .update(restaurantColumns(input))
        .eq('restaurantid', restaurantId)
        .eq('version', input.version)
        .select();
      const [saved] = rowsOf('update restaurant', result);
      if (saved) return parse('update restaurant', saved);
      const stored = await table().select('*').eq('restaurantid', restaurantId).maybeSingle();
      const current = maybeRowOf('read restaurant', stored);
      if (current) throw new RecordConflictError(parse('read restaurant', current));
      throw forbidden();
    },
    async removeSamples(restaurantId) {
      await access.authorize(restaurantId);
      // One column, granted to the owner by 20261129020000; RLS keeps it to their own row.
      const result = await table()
        .update({ samples_removed: true })
        .eq('restaurantid', restaurantId)
        .select()
        .single();
      return parse('remove samples', rowsOf('remove samples', result));
    },
  };
}
