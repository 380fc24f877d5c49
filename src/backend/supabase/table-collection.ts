import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { BackendError, RecordConflictError, rowGone, type CollectionPort } from '../port';
import { isUuid } from './collection-rows';
import { assertOk, maybeRowOf, rowsOf } from './errors';

type Columns = Record<string, unknown>;

export type TableSpec<T extends { id: string }> = {
  table: string;
  /** The uuid primary key column. */
  key: string;
  /** What list() selects and writes return ('*', named columns, or with an embedded resource). */
  select: string;
  order: { column: string; ascending: boolean };
  /** For the log and error messages: 'staff', 'specials', ... */
  label: string;
  /** One row, for "this ... no longer exists": 'staff member', 'special', ... */
  rowLabel?: string;
  schema: z.ZodType<T>;
  fromRow: (row: unknown) => T;
  /**
   * The columns a client writes, never the key, restaurantid or another server-owned column (the
   * database refuses them); also what "changed" compares.
   */
  columns: (item: T) => Columns;
  /**
   * The table has a server-owned `version` (20261207010000, ADR 0056): an update is written only
   * where the row is still at the item's version, so a form's stale copy never wins.
   */
  versioned?: boolean;
};

/**
 * A per-restaurant list kept in its own table under RLS, one request per action: add is one
 * insert, update one PATCH of one row, remove one DELETE. Not an upsert: PostgREST's upsert
 * writes every column it is sent, the key and restaurantid included, and clients may not write
 * those (column grants).
 * `authorize` gives a non-owner a clear 403 instead of RLS's silent empty list.
 */
export function createTableCollection<T extends { id: string; version?: number }>(
  client: SupabaseClient,
  authorize: (restaurantId: string) => Promise<void>,
  spec: TableSpec<T>,
): CollectionPort<T> {
  const table = () => client.from(spec.table);
  const restaurantColumn = (restaurantId: string) => ({ restaurantid: Number(restaurantId) });

  async function read(restaurantId: string): Promise<T[]> {
    const result = await table()
      .select(spec.select)
      .eq('restaurantid', restaurantId)
      .order(spec.order.column, { ascending: spec.order.ascending })
      .order(spec.key);
    return rowsOf(`list ${spec.label}`, result).map(spec.fromRow);
  }

  async function insertBatch(restaurantId: string, items: T[]): Promise<T[]> {
    if (items.length === 0) return [];
    const result = await table()
      .insert(items.map((item) => ({ ...restaurantColumn(restaurantId), ...spec.columns(item) })))
      .select(spec.select);
    const rows = rowsOf(`create ${spec.label}`, result).map(spec.fromRow);
    if (rows.length !== items.length) {
      throw new BackendError(`Could not save ${spec.label}`, 'insert_mismatch', 500);
    }
    return rows;
  }

  /**
   * The row as stored after the PATCH, or undefined when no row matched (RLS, removed, or, for a
   * versioned table, moved on from the item's version). One request either way: the version is a
   * filter of the PATCH itself, so no write can land between a check and the write.
   */
  async function updateRow(restaurantId: string, item: T): Promise<T | undefined> {
    const patch = table()
      .update(spec.columns(item))
      .eq(spec.key, item.id)
      .eq('restaurantid', restaurantId);
    const result = await (spec.versioned ? patch.eq('version', item.version!) : patch).select(
      spec.select,
    );
    return rowsOf(`update ${spec.label}`, result).map(spec.fromRow)[0];
  }

  /**
   * Why a versioned update matched no row, read only on that path: the row is gone (not found),
   * or it moved on (a conflict carrying it as stored now).
   */
  async function refusal(restaurantId: string, id: string): Promise<Error> {
    const result = await table()
      .select(spec.select)
      .eq(spec.key, id)
      .eq('restaurantid', restaurantId)
      .maybeSingle();
    const row = maybeRowOf(`read ${spec.rowLabel ?? spec.label}`, result);
    return row ? new RecordConflictError(spec.fromRow(row)) : rowGone(spec.rowLabel ?? spec.label);
  }

  async function removeRow(restaurantId: string, id: string) {
    const result = await table().delete().eq('restaurantid', restaurantId).in(spec.key, [id]);
    assertOk(`delete ${spec.label}`, result);
  }

  function validate(items: T[]): T[] {
    const parsed = spec.schema.array().safeParse(items);
    if (!parsed.success) {
      console.error(`[supabase] write ${spec.label}: invalid items`, parsed.error.issues);
      throw new BackendError(`Invalid ${spec.label}`, 'invalid_input', 400);
    }
    return parsed.data;
  }

  return {
    async list(restaurantId) {
      await authorize(restaurantId);
      return read(restaurantId);
    },

    // One insert of the new rows; the database gives them their ids.
    async add(restaurantId, input) {
      await authorize(restaurantId);
      return insertBatch(restaurantId, validate(input));
    },

    // One PATCH of that row's client-written columns, under RLS (and at the version it was read
    // at, where the table keeps one); none back: it was removed, or changed since.
    async update(restaurantId, input) {
      await authorize(restaurantId);
      const [item] = validate([input]);
      if (!isUuid(item!.id)) throw rowGone(spec.rowLabel ?? spec.label);
      // No version: not read from the store, so it cannot say what it would overwrite.
      if (spec.versioned && item!.version === undefined)
        throw await refusal(restaurantId, item!.id);
      const saved = await updateRow(restaurantId, item!);
      if (saved) return saved;
      if (spec.versioned) throw await refusal(restaurantId, item!.id);
      throw rowGone(spec.rowLabel ?? spec.label);
    },

    // One delete; a row already gone (or never stored) deletes nothing, which is no error.
    async remove(restaurantId, id) {
      await authorize(restaurantId);
      if (isUuid(id)) await removeRow(restaurantId, id);
    },
  };
}
