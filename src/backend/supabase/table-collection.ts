import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { BackendError, rowGone, type CollectionPort } from '../port';
import { isUuid } from './collection-rows';
import { assertOk, rowsOf } from './errors';

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
  /** Writes new items; the default is one batch insert. Returns them as stored, in order. */
  insert?: (restaurantId: string, items: T[]) => Promise<T[]>;
};

export type Plan<T> = { inserts: T[]; updates: T[]; deletes: string[]; kept: Map<string, T> };

const same = (a: Columns, b: Columns) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What replace() must write: list items whose id is a stored row are updated when their columns
 * differ, other items (new ids such as 'staff-123', or a repeated id) are inserted, and stored
 * rows the list no longer holds are deleted.
 */
export function planReplace<T extends { id: string }>(
  stored: T[],
  items: T[],
  columns: (item: T) => Columns,
): Plan<T> {
  const byId = new Map(stored.map((s) => [s.id, s]));
  const plan: Plan<T> = { inserts: [], updates: [], deletes: [], kept: new Map() };
  for (const item of items) {
    const current = isUuid(item.id) ? byId.get(item.id) : undefined;
    if (!current || plan.kept.has(item.id)) plan.inserts.push(item);
    else {
      plan.kept.set(item.id, current);
      if (!same(columns(current), columns(item))) plan.updates.push(item);
    }
  }
  plan.deletes = stored.filter((s) => !plan.kept.has(s.id)).map((s) => s.id);
  return plan;
}

/**
 * A per-restaurant list kept in its own table under RLS, behind the whole-list CollectionPort:
 * one select, then at most one delete (`in.(...)`), one PATCH per changed row (in parallel) and
 * one insert per replace. Not an upsert: PostgREST's upsert writes every column it is sent, the
 * key and restaurantid included, and clients may not write those (column grants).
 * `authorize` gives a non-owner a clear 403 instead of RLS's silent empty list.
 */
export function createTableCollection<T extends { id: string }>(
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

  async function update(restaurantId: string, items: T[]): Promise<Map<string, T>> {
    const saved = await Promise.all(
      items.map(async (item) => {
        const result = await table()
          .update(spec.columns(item))
          .eq(spec.key, item.id)
          .eq('restaurantid', restaurantId)
          .select(spec.select);
        return rowsOf(`update ${spec.label}`, result).map(spec.fromRow);
      }),
    );
    return new Map(saved.flat().map((s) => [s.id, s]));
  }

  async function remove(restaurantId: string, ids: string[]) {
    if (ids.length === 0) return;
    const result = await table().delete().eq('restaurantid', restaurantId).in(spec.key, ids);
    assertOk(`delete ${spec.label}`, result);
  }

  function validate(items: T[]): T[] {
    const parsed = spec.schema.array().safeParse(items);
    if (!parsed.success) {
      console.error(`[supabase] replace ${spec.label}: invalid items`, parsed.error.issues);
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
      return (spec.insert ?? insertBatch)(restaurantId, validate(input));
    },

    // One PATCH of that row's client-written columns, under RLS; none back: it was removed.
    async update(restaurantId, input) {
      await authorize(restaurantId);
      const [item] = validate([input]);
      if (!isUuid(item!.id)) throw rowGone(spec.rowLabel ?? spec.label);
      const saved = (await update(restaurantId, [item!])).get(item!.id);
      if (!saved) throw rowGone(spec.rowLabel ?? spec.label);
      return saved;
    },

    // One delete; a row already gone (or never stored) deletes nothing, which is no error.
    async remove(restaurantId, id) {
      await authorize(restaurantId);
      if (isUuid(id)) await remove(restaurantId, [id]);
    },

    async replace(restaurantId, input) {
      await authorize(restaurantId);
      const items = validate(input);
      const plan = planReplace(await read(restaurantId), items, spec.columns);
      // Sequential, deletes first: a unique key (say, one e-mail per team) freed by a removed row
      // may be reused by a new one. No transaction: a retry converges on the same list.
      await remove(restaurantId, plan.deletes);
      const updated = await update(restaurantId, plan.updates);
      const inserted = await (spec.insert ?? insertBatch)(restaurantId, plan.inserts);
      // The result follows the caller's order, each item as stored (new ones with their row id).
      let next = 0;
      const kept = new Set<string>();
      return items.map((item) => {
        if (plan.kept.has(item.id) && !kept.has(item.id)) {
          kept.add(item.id);
          return updated.get(item.id) ?? plan.kept.get(item.id)!;
        }
        return inserted[next++];
      });
    },
  };
}
