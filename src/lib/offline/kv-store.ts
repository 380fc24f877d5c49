import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/** The little of a key-value store that offline data needs. */
export type KvStore = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Removes every key that starts with the prefix. */
  delPrefix(prefix: string): Promise<void>;
};

/**
 * IndexedDB through idb-keyval, in a database of its own: tesseract.js keeps its language data in
 * idb-keyval's default store, which must never be cleared with ours.
 */
function idbKvStore(): KvStore {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('preshift-offline', 'kv'));
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    async delPrefix(prefix) {
      const all = await keys<IDBValidKey>(db());
      await delMany(
        all.filter((k) => typeof k === 'string' && k.startsWith(prefix)),
        db(),
      );
    },
  };
}

/** For browsers without IndexedDB (and jsdom): nothing survives a reload, everything else works. */
export function memoryKvStore(): KvStore {
  const data = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => void data.set(key, structuredClone(value)),
    del: async (key) => void data.delete(key),
    delPrefix: async (prefix) => {
      for (const key of [...data.keys()]) if (key.startsWith(prefix)) data.delete(key);
    },
  };
}

let instance: KvStore | undefined;

/** The store for data kept for offline use. */
export function offlineStore(): KvStore {
  instance ??= typeof indexedDB === 'undefined' ? memoryKvStore() : idbKvStore();
  return instance;
}

/** Tests swap in a store of their own (undefined: pick again). */
export function setOfflineStoreForTesting(store: KvStore | undefined) {
  instance = store;
}
