import { z } from 'zod';
import { readJson, writeJson } from '@/lib/storage';

/**
 * What every queued write has: `key` names what it does to what (two entries with one key are
 * the same write, so the newer replaces the older in its place), `id` this very entry.
 */
export const outboxEntryBase = z.object({ id: z.string(), key: z.string(), queuedAt: z.string() });
export type OutboxEntryBase = z.infer<typeof outboxEntryBase>;

/** What the caller gives to add(): an entry less what the outbox fills in (each kind on its own). */
export type OutboxFields<E> = E extends unknown ? Omit<E, 'id' | 'queuedAt'> : never;

/** What sending one entry came to: done, refused for good (dropped), or try again later. */
export type SendOutcome = 'sent' | 'dropped' | 'stop';

export type DrainResult = { sent: number; dropped: number; remaining: number };

export type Outbox<E extends OutboxEntryBase> = {
  /** Oldest first; the same array until the queue changes (for useSyncExternalStore). */
  entries(): E[];
  add(fields: OutboxFields<E>): E;
  removeWhere(match: (entry: E) => boolean): void;
  subscribe(listener: () => void): () => void;
  /**
   * Sends the entries oldest first, one at a time, until the queue is empty or a send says
   * 'stop'. One drain at a time across this browser's tabs, so no entry goes out twice at once.
   */
  drain(send: (entry: E) => Promise<SendOutcome>): Promise<DrainResult>;
};

let sequence = 0;
const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${(sequence += 1)}-${Math.random()}`;

const tails = new Map<string, Promise<unknown>>();

/**
 * Runs fn alone: under a Web Lock where the browser has them (shared by every tab of this
 * origin), else queued behind the previous run in this tab.
 */
function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(name, fn) as Promise<T>;
  const run = (tails.get(name) ?? Promise.resolve()).then(fn, fn);
  tails.set(
    name,
    run.catch(() => {}),
  );
  return run;
}

const listeners = new Map<string, Set<() => void>>();

/**
 * A queue of writes kept in localStorage under `storageKey`: written before the caller is told
 * the write is queued, so closing the tab loses nothing. Entries are parsed with `schema`; an
 * unreadable queue is kept aside by readJson (lib/storage) and counts as empty.
 */
export function createOutbox<E extends OutboxEntryBase>(
  storageKey: string,
  schema: z.ZodType<E>,
): Outbox<E> {
  const listSchema = z.array(schema);
  let cache: { raw: string | null; list: E[] } | undefined;

  const raw = () => {
    try {
      return globalThis.localStorage?.getItem(storageKey) ?? null;
    } catch {
      return null;
    }
  };
  const entries = () => {
    const now = raw();
    if (cache?.raw !== now) cache = { raw: now, list: readJson(storageKey, listSchema, []).value };
    return cache.list;
  };
  const notify = () => listeners.get(storageKey)?.forEach((listener) => listener());
  const write = (list: E[]) => {
    writeJson(storageKey, list);
    notify();
  };
  const removeWhere = (match: (entry: E) => boolean) => {
    const list = entries();
    const kept = list.filter((e) => !match(e));
    if (kept.length !== list.length) write(kept);
  };

  return {
    entries,

    add(fields) {
      const entry = { ...fields, id: newId(), queuedAt: new Date().toISOString() } as E;
      const list = entries();
      const at = list.findIndex((e) => e.key === entry.key);
      write(at < 0 ? [...list, entry] : list.map((e, i) => (i === at ? entry : e)));
      return entry;
    },

    removeWhere,

    subscribe(listener) {
      const set = listeners.get(storageKey) ?? new Set();
      listeners.set(storageKey, set.add(listener));
      // Another tab sending or queueing changes what this one shows.
      const onStorage = (event: StorageEvent) => {
        if (event.key === storageKey || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        set.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },

    drain(send) {
      return exclusive(`preshift-outbox:${storageKey}`, async () => {
        const result: DrainResult = { sent: 0, dropped: 0, remaining: 0 };
        // Read again each time: a send may drop later entries, another tab may have sent some.
        for (let next = entries()[0]; next; next = entries()[0]) {
          let outcome: SendOutcome;
          try {
            outcome = await send(next);
          } catch (error) {
            console.error('[outbox] sending failed unexpectedly', error);
            outcome = 'stop';
          }
          if (outcome === 'stop') break;
          const id = next.id;
          removeWhere((e) => e.id === id);
          result[outcome] += 1;
        }
        result.remaining = entries().length;
        return result;
      });
    },
  };
}
