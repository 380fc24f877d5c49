import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryKvStore } from './kv-store';
import {
  forgetPersistedQueries,
  newestPersistedAt,
  OFFLINE_MAX_AGE_MS,
  persistedQueriesKey,
  persistMeta,
  persistQueries,
  restoreQueries,
  saveQueries,
} from './query-persistence';

afterEach(() => {
  vi.useRealTimers();
});

async function clientWith(entries: { key: string[]; data: unknown; persist: boolean }[]) {
  const client = new QueryClient();
  for (const e of entries)
    await client.fetchQuery({
      queryKey: e.key,
      queryFn: async () => e.data,
      ...(e.persist ? { meta: persistMeta } : {}),
    });
  return client;
}

describe('query persistence', () => {
  it('keeps only the marked queries, under the user, and puts them back in a new client', async () => {
    const store = memoryKvStore();
    const client = await clientWith([
      { key: ['staff-home', 'r', 's', 'updates'], data: [{ id: 'u-1' }], persist: true },
      { key: ['manager', 'menus'], data: ['secret'], persist: false },
    ]);
    await saveQueries(client, 'user-1', store);

    const fresh = new QueryClient();
    await restoreQueries(fresh, 'user-1', store);
    expect(fresh.getQueryData(['staff-home', 'r', 's', 'updates'])).toEqual([{ id: 'u-1' }]);
    expect(fresh.getQueryData(['manager', 'menus'])).toBeUndefined();
    // Kept queries last as long as they may be shown, so an unopened tab keeps its data.
    expect(
      fresh.getQueryCache().find({ queryKey: ['staff-home', 'r', 's', 'updates'] })?.gcTime,
    ).toBe(OFFLINE_MAX_AGE_MS);

    const someoneElse = new QueryClient();
    await restoreQueries(someoneElse, 'user-2', store);
    expect(someoneElse.getQueryCache().getAll()).toHaveLength(0);
  });

  it('drops kept data older than the limit, of an older shape, or unreadable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = memoryKvStore();
    const key = persistedQueriesKey('user-1');
    const client = await clientWith([{ key: ['a'], data: 1, persist: true }]);
    await saveQueries(client, 'user-1', store);
    const saved = await store.get<{ timestamp: number; buster: string }>(key);

    await store.set(key, { ...saved, timestamp: Date.now() - OFFLINE_MAX_AGE_MS - 1 });
    await restoreQueries(new QueryClient(), 'user-1', store);
    expect(await store.get(key)).toBeUndefined();

    await store.set(key, { ...saved, buster: 'old' });
    await restoreQueries(new QueryClient(), 'user-1', store);
    expect(await store.get(key)).toBeUndefined();

    await store.set(key, { nonsense: true });
    const fresh = new QueryClient();
    await restoreQueries(fresh, 'user-1', store);
    expect(await store.get(key)).toBeUndefined();
    expect(fresh.getQueryCache().getAll()).toHaveLength(0);
  });

  it('saves at most once a second as data arrives, and once more when it stops', async () => {
    vi.useFakeTimers();
    const store = memoryKvStore();
    const set = vi.spyOn(store, 'set');
    const client = new QueryClient();
    const stop = persistQueries(client, 'user-1', store);
    client.setQueryData(['a'], 1);
    await client.fetchQuery({ queryKey: ['b'], queryFn: async () => 2, meta: persistMeta });
    await client.fetchQuery({ queryKey: ['c'], queryFn: async () => 3, meta: persistMeta });
    expect(set).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(set).toHaveBeenCalledTimes(1);

    await client.fetchQuery({ queryKey: ['d'], queryFn: async () => 4, meta: persistMeta });
    stop();
    await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(2));
    const fresh = new QueryClient();
    await restoreQueries(fresh, 'user-1', store);
    expect(fresh.getQueryData(['d'])).toBe(4);
    expect(fresh.getQueryData(['a'])).toBeUndefined();
  });

  it('removes the key when nothing is left to keep (after sign-out clears the client)', async () => {
    const store = memoryKvStore();
    const client = await clientWith([{ key: ['a'], data: 1, persist: true }]);
    await saveQueries(client, 'user-1', store);
    client.clear();
    await saveQueries(client, 'user-1', store);
    expect(await store.get(persistedQueriesKey('user-1'))).toBeUndefined();
  });

  it("forgets every user's kept data", async () => {
    const store = memoryKvStore();
    const client = await clientWith([{ key: ['a'], data: 1, persist: true }]);
    await saveQueries(client, 'user-1', store);
    await saveQueries(client, 'user-2', store);
    await store.set('unrelated', 1);
    await forgetPersistedQueries(store);
    expect(await store.get(persistedQueriesKey('user-1'))).toBeUndefined();
    expect(await store.get(persistedQueriesKey('user-2'))).toBeUndefined();
    expect(await store.get('unrelated')).toBe(1);
  });

  it('tells when the newest kept data was fetched', async () => {
    const client = new QueryClient();
    expect(newestPersistedAt(client)).toBeNull();
    client.setQueryData(['x'], 1, { updatedAt: 5000 });
    expect(newestPersistedAt(client)).toBeNull(); // not marked
    await client.fetchQuery({ queryKey: ['a'], queryFn: async () => 1, meta: persistMeta });
    const at = client.getQueryState(['a'])!.dataUpdatedAt;
    expect(newestPersistedAt(client)).toBe(at);
  });
});
