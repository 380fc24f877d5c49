import {
  createClient,
  type SupabaseClientOptions,
  type SupportedStorage,
} from '@supabase/supabase-js';
import { sampleMenus } from '@/domain/seeds/sample-menus';
import { observedFetch } from '@/lib/offline/network-probe';
import type { Backend } from '../port';
import { createSupabaseAuth, type Navigate } from './auth';
import { createTableCollections } from './collections';
import { createSupabaseDeliveries, createSupabasePushSubscriptions } from './deliveries';
import { createRestaurantAccess, createSupabaseProfiles, createSupabaseRestaurants } from './data';
import { createSupabaseMenus } from './menus';
import { createSupabaseStaffAccess } from './staff-access';
import { createSupabaseTrainingRecord } from './training-record';

type RealtimeTransport = NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'];

/** Seams for tests and non-browser runtimes; the browser uses none of them. */
export type SupabaseBackendOptions = {
  fetch?: typeof fetch;
  /** Where the auth session is persisted (default: localStorage, chosen by supabase-js). */
  storage?: SupportedStorage;
  /** Plain Node 20 has no WebSocket, and supabase-js refuses to start without one. */
  realtimeTransport?: RealtimeTransport;
  /** How social sign-in leaves the page (default: window.location.assign). */
  navigate?: Navigate;
};

const browserNavigate: Navigate = (url) => window.location.assign(url);

/**
 * The hosted backend: Supabase Auth plus the tables of supabase/migrations under RLS (profiles,
 * restaurants, menus; staff, specials, notifications, training and quiz results).
 */
export async function createSupabaseBackend(
  config: { url: string; anonKey: string },
  options: SupabaseBackendOptions = {},
): Promise<Backend> {
  const client = createClient(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // Picks up the session from the OAuth redirect back to /settings.
      detectSessionInUrl: true,
      ...(options.storage ? { storage: options.storage } : {}),
    },
    // Every request is evidence of the network, so staff pages can tell when it is gone.
    global: { fetch: observedFetch(options.fetch) },
    ...(options.realtimeTransport ? { realtime: { transport: options.realtimeTransport } } : {}),
  });
  const access = createRestaurantAccess(client);
  return {
    kind: 'supabase',
    auth: createSupabaseAuth(client, options.navigate ?? browserNavigate),
    profiles: createSupabaseProfiles(client),
    restaurants: createSupabaseRestaurants(client, access),
    menus: createSupabaseMenus(client, access, () => sampleMenus()),
    ...createTableCollections(client, access.authorize, access.samplesShown),
    staffAccess: createSupabaseStaffAccess(client),
    deliveries: createSupabaseDeliveries(client, access.authorize),
    pushSubscriptions: createSupabasePushSubscriptions(client),
    trainingRecord: createSupabaseTrainingRecord(client, access.authorize),
  };
}
