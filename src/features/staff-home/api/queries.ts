import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { StaffMembership, StaffUpdate } from '@/backend/port';
import { OFFLINE_MAX_AGE_MS, persistMeta } from '@/lib/offline/query-persistence';

export const staffHomeKeys = {
  all: ['staff-home'] as const,
  teams: (userId: string) => ['staff-home', 'teams', userId] as const,
  membership: (m: StaffMembership) => ['staff-home', m.restaurantId, m.staffId] as const,
  part: (m: StaffMembership, part: string) =>
    ['staff-home', m.restaurantId, m.staffId, part] as const,
};

/**
 * Everything the staff home reads is kept on the device (lib/offline/query-persistence) and shown
 * offline. 'offlineFirst' still asks the backend once, which answers offline in local mode; a
 * failed read of the hosted backend then waits for the network instead of spending its retries,
 * and the kept data stays on screen meanwhile. Kept as long as it may be shown.
 */
const offline = {
  networkMode: 'offlineFirst',
  gcTime: OFFLINE_MAX_AGE_MS,
  meta: persistMeta,
} as const;

/** Reference data changes rarely, and a live update refreshes it (use-live-updates.ts). */
const REFERENCE_STALE_MS = 60_000;

/** Reminded and not yet acknowledged first (the manager is waiting on them), then newest first. */
export function inReadingOrder(list: StaffUpdate[]): StaffUpdate[] {
  const waiting = (u: StaffUpdate) => (u.remindedAt && !u.acknowledged ? 1 : 0);
  return [...list].sort((a, b) => waiting(b) - waiting(a) || b.date.localeCompare(a.date));
}

const access = async () => (await getBackend()).staffAccess;

export const staffQueries = {
  teams: (userId: string) =>
    queryOptions({
      ...offline,
      queryKey: staffHomeKeys.teams(userId),
      queryFn: async () => (await access()).teams(),
    }),
  updates: (m: StaffMembership) =>
    queryOptions({
      ...offline,
      queryKey: staffHomeKeys.part(m, 'updates'),
      queryFn: async () => inReadingOrder(await (await access()).updates(m)),
    }),
  menus: (m: StaffMembership) =>
    queryOptions({
      ...offline,
      staleTime: REFERENCE_STALE_MS,
      queryKey: staffHomeKeys.part(m, 'menus'),
      queryFn: async () => (await access()).menus(m),
    }),
  specials: (m: StaffMembership) =>
    queryOptions({
      ...offline,
      staleTime: REFERENCE_STALE_MS,
      queryKey: staffHomeKeys.part(m, 'specials'),
      queryFn: async () => (await access()).specials(m),
    }),
  training: (m: StaffMembership) =>
    queryOptions({
      ...offline,
      staleTime: REFERENCE_STALE_MS,
      queryKey: staffHomeKeys.part(m, 'training'),
      queryFn: async () => (await access()).training(m),
    }),
  quizResults: (m: StaffMembership) =>
    queryOptions({
      ...offline,
      staleTime: REFERENCE_STALE_MS,
      queryKey: staffHomeKeys.part(m, 'quiz-results'),
      queryFn: async () => (await access()).quizResults(m),
    }),
  /** Read again each time it is shown: it is what the person did a moment ago. */
  myRecord: (m: StaffMembership) =>
    queryOptions({
      ...offline,
      queryKey: staffHomeKeys.part(m, 'record'),
      queryFn: async () => (await access()).myRecord(m),
    }),
};

/**
 * Reads every tab's data at once, so one visit online is enough to have all of it offline,
 * not only the tabs the person happened to open.
 */
export function prefetchStaffData(client: QueryClient, m: StaffMembership): void {
  void client.prefetchQuery(staffQueries.menus(m));
  void client.prefetchQuery(staffQueries.specials(m));
  void client.prefetchQuery(staffQueries.training(m));
  void client.prefetchQuery(staffQueries.quizResults(m));
}

export const useTeams = (userId: string) => useQuery(staffQueries.teams(userId));
export const useMyUpdates = (m: StaffMembership) => useQuery(staffQueries.updates(m));
export const useStaffMenus = (m: StaffMembership) => useQuery(staffQueries.menus(m));
export const useStaffSpecials = (m: StaffMembership) => useQuery(staffQueries.specials(m));
export const useStaffTraining = (m: StaffMembership) => useQuery(staffQueries.training(m));
export const useQuizResults = (m: StaffMembership) => useQuery(staffQueries.quizResults(m));
