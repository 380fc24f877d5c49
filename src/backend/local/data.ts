import { z } from 'zod';
import { savedMenuSchema, type SavedMenu } from '@/domain/menu';
import { menuVersionSchema, type MenuVersion } from '@/domain/menu-version';
import { profileSchema, type Profile } from '@/domain/profile';
import { FIRST_VERSION } from '@/domain/record-version';
import { restaurantSchema, type Restaurant } from '@/domain/restaurant';
import { showsSamples, withoutSamples, withSamples } from '@/domain/samples';
import { isWebsiteUrl } from '@/lib/safe-url';
import { readJson, writeJson } from '@/lib/storage';
import {
  BackendError,
  MenuConflictError,
  RecordConflictError,
  type MenusPort,
  type ProfilesPort,
  type RestaurantsPort,
} from '../port';
import { localKeys } from './keys';
import { formChanged, restaurantFormFields } from './record-versions';

const profilesSchema = z.record(z.string(), profileSchema);
const restaurantsSchema = z.array(restaurantSchema);
const menusSchema = z.array(savedMenuSchema);
const versionsSchema = z.array(menuVersionSchema);

const denied = () => new BackendError('You do not have access to this data', 'forbidden', 403);

// The database's restaurants_website_url_http (20261205000000), with PostgreSQL's code for it.
const checkWebsite = (url: string | null) => {
  if (!isWebsiteUrl(url)) {
    throw new BackendError('A website must be an http or https address', '23514', 400);
  }
};

/**
 * Local tables. Every call checks the signed-in user the way row level security does on Supabase,
 * so the UI cannot reach another account's rows in a shared browser.
 */
export function createLocalData(
  currentUserId: () => string | null,
  sampleMenus: () => SavedMenu[],
) {
  const requireUser = () => {
    const id = currentUserId();
    if (!id) throw new BackendError('Auth session missing!', 'session_missing', 401);
    return id;
  };
  const readRestaurants = () => readJson(localKeys.restaurants, restaurantsSchema, []).value;

  function authorizeRestaurant(restaurantId: string) {
    const userId = requireUser();
    if (!readRestaurants().some((r) => r.restaurantid === restaurantId && r.userid === userId))
      throw denied();
  }

  const profiles: ProfilesPort = {
    async get(userId) {
      if (requireUser() !== userId) return null;
      return readJson(localKeys.profiles, profilesSchema, {}).value[userId] ?? null;
    },
    async create(profile) {
      if (requireUser() !== profile.id) throw denied();
      const all = readJson(localKeys.profiles, profilesSchema, {}).value;
      const row: Profile = profileSchema.parse(profile);
      writeJson(localKeys.profiles, { ...all, [row.id]: row });
      return row;
    },
    async update(userId, patch) {
      if (requireUser() !== userId) throw denied();
      const all = readJson(localKeys.profiles, profilesSchema, {}).value;
      const current = all[userId];
      if (!current) throw new BackendError('Profile not found', 'not_found', 404);
      const row = profileSchema.parse({ ...current, ...patch, id: userId });
      writeJson(localKeys.profiles, { ...all, [userId]: row });
      return row;
    },
  };

  const restaurants: RestaurantsPort = {
    async create(input) {
      if (requireUser() !== input.userid) throw denied();
      checkWebsite(input.website_url);
      const row: Restaurant = {
        ...input,
        allergen_regime: input.allergen_regime ?? null,
        samples_removed: false,
        restaurantid: crypto.randomUUID(),
        version: FIRST_VERSION,
      };
      writeJson(localKeys.restaurants, [...readRestaurants(), row]);
      return row;
    },
    async listForUser(userId) {
      if (requireUser() !== userId) return [];
      return readRestaurants().filter((r) => r.userid === userId);
    },
    async update(restaurantId, input) {
      const userId = requireUser();
      const all = readRestaurants();
      const index = all.findIndex((r) => r.restaurantid === restaurantId && r.userid === userId);
      if (index < 0 || input.userid !== userId) throw denied();
      checkWebsite(input.website_url);
      const stored = all[index]!;
      // As the version filter on Supabase (ADR 0056): a form opened on an older version would
      // write its older values back over the change made since, so it is refused.
      if (input.version !== stored.version) throw new RecordConflictError(stored);
      const next: Restaurant = {
        ...input,
        allergen_regime:
          input.allergen_regime === undefined ? stored.allergen_regime : input.allergen_regime,
        samples_removed: stored.samples_removed,
        restaurantid: restaurantId,
        version: stored.version,
      };
      // Raised only when a field of the form changed, as the trigger does on Supabase.
      const bump = formChanged(restaurantFormFields, stored, next) ? 1 : 0;
      const row = { ...next, version: stored.version + bump };
      writeJson(
        localKeys.restaurants,
        all.map((r, i) => (i === index ? row : r)),
      );
      return row;
    },
    async removeSamples(restaurantId) {
      authorizeRestaurant(restaurantId);
      const all = readRestaurants();
      const row = { ...all.find((r) => r.restaurantid === restaurantId)!, samples_removed: true };
      writeJson(
        localKeys.restaurants,
        all.map((r) => (r.restaurantid === restaurantId ? row : r)),
      );
      return row;
    },
  };

  /** ADR 0026: whether this restaurant still shows the samples (the one rule, in the domain). */
  const samplesShown = (restaurantId: string) => {
    const restaurant = readRestaurants().find((r) => r.restaurantid === restaurantId);
    return !!restaurant && showsSamples(restaurant);
  };

  const readVersions = (restaurantId: string): MenuVersion[] =>
    readJson(localKeys.menuVersions(restaurantId), versionsSchema, []).value;

  /** The number of a menu's newest version, as menus.current_version on Supabase; null: none. */
  const newestVersion = (versions: MenuVersion[], menuId: string): number | null => {
    const numbers = versions.filter((v) => v.menuId === menuId).map((v) => v.version);
    return numbers.length ? Math.max(...numbers) : null;
  };

  /** The stored menus as kept: real ones only, as the samples are never stored (ADR 0026). */
  const storedMenus = (restaurantId: string): SavedMenu[] =>
    withoutSamples(readJson(localKeys.menus(restaurantId), menusSchema, []).value);

  /** The stored menus, each with its newest version (kept with the versions, not the menu). */
  const readMenus = (restaurantId: string): SavedMenu[] => {
    const versions = readVersions(restaurantId);
    return storedMenus(restaurantId).map((menu) => {
      const version = newestVersion(versions, menu.id);
      return version ? { ...menu, version } : menu;
    });
  };

  /** Appends the saved menu as its next version (versions are only ever added); its number. */
  function addVersion(restaurantId: string, menu: SavedMenu, userId: string): number {
    const all = readVersions(restaurantId);
    const version: MenuVersion = {
      menuId: menu.id,
      version: (newestVersion(all, menu.id) ?? 0) + 1,
      name: menu.name,
      type: menu.type,
      foodType: menu.foodType,
      items: menu.items,
      savedAt: menu.lastSaved,
      savedBy: userId,
    };
    writeJson(localKeys.menuVersions(restaurantId), [...all, version]);
    return version.version;
  }

  const menus: MenusPort = {
    async list(restaurantId) {
      authorizeRestaurant(restaurantId);
      return withSamples(readMenus(restaurantId), sampleMenus, samplesShown(restaurantId));
    },
    async save(restaurantId, draft) {
      authorizeRestaurant(restaurantId);
      const all = storedMenus(restaurantId);
      const id = draft.id ?? `menu-${Date.now()}`;
      const stored = all.find((m) => m.id === id);
      // As save_menu() on Supabase (ADR 0054): a save based on another version than the stored
      // newest one would overwrite what was saved since, so it is refused with the menu as it is.
      const current = newestVersion(readVersions(restaurantId), id);
      if (stored && current !== draft.baseVersion)
        throw new MenuConflictError(current ? { ...stored, version: current } : stored);
      // A draft without add-ons (a version restore) leaves the stored ones, as on Supabase.
      const addOns = draft.addOns ?? stored?.addOns;
      const menu = savedMenuSchema.parse({
        ...draft,
        ...(addOns?.length ? { addOns } : { addOns: undefined }),
        id,
        lastSaved: new Date().toISOString(),
        // Kept with the versions (readMenus), never in the menu record.
        version: undefined,
        isSample: false,
      });
      writeJson(
        localKeys.menus(restaurantId),
        stored ? all.map((m) => (m.id === menu.id ? menu : m)) : [...all, menu],
      );
      return { ...menu, version: addVersion(restaurantId, menu, requireUser()) };
    },
    async remove(restaurantId, menuId) {
      authorizeRestaurant(restaurantId);
      const all = storedMenus(restaurantId);
      const next = all.filter((m) => m.id !== menuId);
      writeJson(localKeys.menus(restaurantId), next);
      // As ON DELETE CASCADE: a deleted menu's versions go with it.
      const versions = readVersions(restaurantId);
      if (versions.some((v) => v.menuId === menuId))
        writeJson(
          localKeys.menuVersions(restaurantId),
          versions.filter((v) => v.menuId !== menuId),
        );
      return next.length !== all.length;
    },
    async versions(restaurantId, menuId) {
      authorizeRestaurant(restaurantId);
      return readVersions(restaurantId)
        .filter((v) => v.menuId === menuId)
        .sort((a, b) => a.version - b.version);
    },
    async version(restaurantId, menuId, n) {
      authorizeRestaurant(restaurantId);
      return readVersions(restaurantId).find((v) => v.menuId === menuId && v.version === n) ?? null;
    },
  };

  return { profiles, restaurants, menus, authorizeRestaurant, samplesShown };
}
