import type { z } from 'zod';
import { writeJson } from '@/lib/storage';
import { FIRST_VERSION } from '@/domain/record-version';
import { RecordConflictError, rowGone, type CollectionPort } from '../port';
import { formChanged, type FormFields } from './record-versions';
import { newRowId, readRows, rowTime, writeRow } from './row-keys';

export type CollectionSpec<T> = {
  key: (restaurantId: string) => string;
  schema: z.ZodType<T>;
  /** Carries what only the server may set from the stored rows onto rows being written. */
  keepServerOwned?: (stored: T[], incoming: T[]) => T[];
  /** New rows go first (newest first, as the Supabase table orders them), not last. */
  newestFirst?: boolean;
  /** For messages: 'staff member', 'special', ... */
  label?: string;
  /**
   * The rows carry a version (ADR 0056), raised when one of these fields changes: an update is
   * written only from the version stored, as the version filter does on Supabase.
   */
  versioned?: FormFields<T>;
};

/**
 * A per-restaurant list in browser storage, written one row at a time (row-keys.ts): an action
 * writes only the keys of the rows it names, so two tabs acting at once both keep their work.
 * Corrupt data reads as an empty list without writing, and readJson keeps the raw value under a
 * backup key before any action starts the list afresh, so nothing is lost.
 */
export function createCollectionStore<T extends { id: string; version?: number }>(
  spec: CollectionSpec<T>,
  authorize: (restaurantId: string) => void,
): CollectionPort<T> {
  const keep = (stored: T[], incoming: T[]) =>
    spec.keepServerOwned ? spec.keepServerOwned(stored, incoming) : incoming;
  const read = (restaurantId: string) =>
    readRows(spec.key(restaurantId), spec.schema, { newestFirst: spec.newestFirst });
  /**
   * The stored rows, for an action. A list that cannot be read has already been copied to its
   * backup key (readJson); the manager acting on the list shown (the default) starts it afresh,
   * as saving it whole always did, and the original stays in the backup.
   */
  function current(restaurantId: string): T[] {
    authorize(restaurantId);
    const rows = read(restaurantId);
    // Only the list key: the row keys are other actions' work (another tab's, maybe) and stay.
    if (rows.status !== 'ok') writeJson(spec.key(restaurantId), []);
    return rows.status === 'corrupt' ? [] : rows.value;
  }
  const parse = (item: T) => spec.schema.parse(item);
  // A row stored before versions existed is at the first, as the migration puts Supabase's rows.
  const versioned = (row: T): T =>
    spec.versioned ? { ...row, version: row.version ?? FIRST_VERSION } : row;
  return {
    async list(restaurantId) {
      authorize(restaurantId);
      const rows = read(restaurantId);
      // Stored once, empty, on first use: the key is there to be checked and backed up.
      if (rows.status === 'missing') writeJson(spec.key(restaurantId), []);
      return rows.value.map(versioned);
    },
    async add(restaurantId, items) {
      const parsed = items.map(parse);
      current(restaurantId); // a list that cannot be read is started afresh (backup kept)
      // Ids are the store's, as the database's are on Supabase.
      return keep([], parsed).map((item) => {
        // The version is the store's too: a new row starts at the first, whatever it was sent.
        const row = spec.versioned
          ? { ...item, id: newRowId(item.id), version: FIRST_VERSION }
          : { ...item, id: newRowId(item.id) };
        writeRow(spec.key(restaurantId), row.id, row, rowTime());
        return row;
      });
    },
    async update(restaurantId, item) {
      const parsed = parse(item);
      const found = current(restaurantId).find((s) => s.id === parsed.id);
      if (!found) throw rowGone(spec.label ?? 'row');
      const old = versioned(found);
      // A row edited since the caller read it (or an item not read from here at all) would have
      // its older fields written back over that edit: refused, with the row as stored.
      if (spec.versioned && parsed.version !== old.version) throw new RecordConflictError(old);
      const [kept] = keep([old], [parsed]);
      const saved =
        spec.versioned && old.version !== undefined
          ? { ...kept!, version: old.version + (formChanged(spec.versioned, old, kept!) ? 1 : 0) }
          : kept!;
      writeRow(spec.key(restaurantId), saved.id, saved);
      return saved;
    },
    async remove(restaurantId, id) {
      if (current(restaurantId).some((s) => s.id === id))
        writeRow(spec.key(restaurantId), id, null);
    },
  };
}
