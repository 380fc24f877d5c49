import { z } from 'zod';
import {
  backupKey,
  keysWithPrefix,
  readJson,
  removeKey,
  writeJson,
  type ReadResult,
} from '@/lib/storage';

/**
 * Local mode's rows, written one key per row. Browser storage has no transactions across tabs:
 * each tab reads from its own cached copy, which another tab's write reaches a moment later (in
 * Chromium two tabs raising one stored counter 200 times each lost a few dozen raises, with or
 * without Web Locks). A write of the whole list from one tab can therefore drop what another tab
 * wrote just before. So every action writes only the key of the row it is about: two tabs adding,
 * editing or removing different rows never write the same key, and both keep their work.
 *
 * A collection is the list under its spec key (`staffMembers:<id>`, as older versions stored it
 * and as an unreadable list is started afresh), overlaid by its row keys
 * (`preshift.row:<list key>:<row id>`): a row key replaces the listed row with the same id, adds
 * one (ordered by when it was written), or removes one (a `null` row).
 */
/** Where a collection's row keys start. */
export const rowPrefix = (listKey: string) => `preshift.row:${listKey}:`;

const stamped = z.object({ at: z.number(), row: z.unknown() });

export type Rows<T> = ReadResult<T[]> & {
  /** Rows that came from row keys (written by actions since the list was last saved whole). */
  fromRowKeys: Set<string>;
};

export function readRows<T extends { id: string }>(
  listKey: string,
  schema: z.ZodType<T>,
  { newestFirst = false }: { newestFirst?: boolean } = {},
): Rows<T> {
  const listed = readJson(listKey, z.array(schema), []);
  const byId = new Map(listed.value.map((row) => [row.id, row] as const));
  const order = listed.value.map((row) => row.id);
  const listedIds = new Set(order);
  const added: { at: number; id: string }[] = [];
  const fromRowKeys = new Set<string>();
  const prefix = rowPrefix(listKey);
  for (const key of keysWithPrefix(prefix)) {
    // readJson's copy of an unreadable row is evidence to keep, not a row.
    if (key === backupKey(key.slice(0, -'.corrupt-backup'.length))) continue;
    const id = key.slice(prefix.length);
    const entry = readJson(key, stamped, { at: 0, row: undefined });
    if (entry.status !== 'ok') continue;
    if (entry.value.row === null) {
      byId.delete(id);
      continue;
    }
    const row = schema.safeParse(entry.value.row);
    if (!row.success || row.data.id !== id) continue;
    if (!listedIds.has(id) && !byId.has(id)) added.push({ at: entry.value.at, id });
    byId.set(id, row.data);
    fromRowKeys.add(id);
  }
  added.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  const fresh = added.map((a) => a.id);
  const ids = newestFirst ? [...fresh.reverse(), ...order] : [...order, ...fresh];
  const value = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { value, status: listed.status, fromRowKeys };
}

let lastAt = 0;
/**
 * When a new row is written: the clock, but never the same moment twice in this tab, so rows
 * added one after the other keep their order even within a millisecond.
 */
export function rowTime(): number {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return lastAt;
}

/**
 * Writes one row (null: removes it) under its own key. A row keeps the time it was first
 * written, so editing it does not move it to the end of the list.
 */
export function writeRow<T extends { id: string }>(
  listKey: string,
  id: string,
  row: T | null,
  at?: number,
): void {
  const key = `${rowPrefix(listKey)}${id}`;
  const first = readJson(key, stamped, { at: 0, row: null });
  const when = at ?? (first.status === 'ok' ? first.value.at : rowTime());
  writeJson(key, { at: when, row });
}

/**
 * The id a new row is stored under: the caller's (`staff-<time>`) with a random tail. Another
 * tab's row made in the same millisecond may not be in this tab's copy of storage yet, so a
 * check against the rows read cannot keep two ids apart; the tail does.
 */
export function newRowId(id: string): string {
  const tail = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);
  return `${id}-${tail}`;
}

/** Takes back a row key written by an action that then failed. */
export function dropRow(listKey: string, id: string): void {
  removeKey(`${rowPrefix(listKey)}${id}`);
}

/** Whether a storage event's key belongs to this collection (its list or one of its rows). */
export const isCollectionKey = (listKey: string, key: string | null) =>
  key === listKey || (key ?? '').startsWith(rowPrefix(listKey));
