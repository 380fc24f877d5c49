import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { offlineStore, type KvStore } from './kv-store';

/** Marks a query whose data is kept on this device for offline use: `meta: persistMeta`. */
export const persistMeta = { persist: true } as const;

/** How long kept data may be shown: a week covers a long weekend away from the restaurant. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Bumped when what is kept changes shape: data kept by an older version is then dropped. */
const BUSTER = '1';
const PREFIX = 'preshift.queries:';
const SAVE_THROTTLE_MS = 1000;

export const persistedQueriesKey = (userId: string) => `${PREFIX}${userId}`;

const shouldPersist = (query: Query) =>
  query.meta?.persist === true && query.state.status === 'success';

/** The envelope is checked; the data inside is what our own backend calls returned. */
const savedSchema = z.object({
  buster: z.string(),
  timestamp: z.number(),
  state: z.object({
    queries: z.array(
      z.looseObject({
        queryKey: z.array(z.unknown()),
        queryHash: z.string(),
        state: z.looseObject({ status: z.literal('success'), dataUpdatedAt: z.number() }),
      }),
    ),
  }),
});

/**
 * Puts the queries kept for this user back into the client. Newer data already in the client
 * wins (hydrate keeps the fresher of the two). Kept queries live as long as they may be shown,
 * not the usual five minutes, or a tab not opened yet would lose its data on the next save.
 */
export async function restoreQueries(
  client: QueryClient,
  userId: string,
  store: KvStore = offlineStore(),
): Promise<void> {
  const key = persistedQueriesKey(userId);
  const saved = await store.get<unknown>(key);
  if (saved === undefined) return;
  const parsed = savedSchema.safeParse(saved);
  const usable =
    parsed.success &&
    parsed.data.buster === BUSTER &&
    Date.now() - parsed.data.timestamp <= OFFLINE_MAX_AGE_MS;
  if (!usable) {
    if (!parsed.success) console.warn('[offline] kept data has an unexpected shape', parsed.error);
    await store.del(key);
    return;
  }
  hydrate(
    client,
    { queries: parsed.data.state.queries, mutations: [] } as unknown as Parameters<
      typeof hydrate
    >[1],
    { defaultOptions: { queries: { gcTime: OFFLINE_MAX_AGE_MS } } },
  );
}

/** Writes the persisted queries now (nothing kept: the key is removed). */
export async function saveQueries(
  client: QueryClient,
  userId: string,
  store: KvStore = offlineStore(),
): Promise<void> {
  const key = persistedQueriesKey(userId);
  const { queries } = dehydrate(client, { shouldDehydrateQuery: shouldPersist });
  if (queries.length === 0) return store.del(key);
  await store.set(key, { buster: BUSTER, timestamp: Date.now(), state: { queries } });
}

/**
 * Keeps the marked queries of this user on the device as they change: at most one write a
 * second, and a last one when the subscription ends. Returns the unsubscribe.
 */
export function persistQueries(
  client: QueryClient,
  userId: string,
  store: KvStore = offlineStore(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    saveQueries(client, userId, store).catch((error: unknown) =>
      console.warn('[offline] could not keep data for offline use', error),
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.meta?.persist !== true) return;
    const changed =
      event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (changed && timer === undefined) timer = setTimeout(save, SAVE_THROTTLE_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
}

/** Forgets every user's kept data (on sign-out). */
export function forgetPersistedQueries(store: KvStore = offlineStore()): Promise<void> {
  return store.delPrefix(PREFIX);
}

/** When the newest kept data was fetched (ms), or null when nothing is kept in the client. */
export function newestPersistedAt(client: QueryClient): number | null {
  let newest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    if (!shouldPersist(query)) continue;
    newest = Math.max(newest ?? 0, query.state.dataUpdatedAt);
  }
  return newest;
}
