/**
 * A form's values merged with a newer stored version of its record (ADR 0056): theirs kept, mine
 * on top. `base` is what the form was opened on, `mine` what the person has typed, `theirs` the
 * record as saved elsewhere since. Pure, for flat values (strings, null, dates as strings).
 */
export type RecordMerge<V> = {
  /** Theirs, with every field the person changed since opening the form set to their value. */
  merged: V;
  /** The fields the other save changed (from base to theirs). */
  theirChanges: (keyof V & string)[];
  /** The fields both changed, to different values: mine wins in `merged`, theirs is shown. */
  clashes: (keyof V & string)[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function mergeRecord<V extends Record<string, unknown>>(
  base: V,
  mine: V,
  theirs: V,
): RecordMerge<V> {
  const fields = Object.keys(theirs) as (keyof V & string)[];
  const mineChanged = (f: keyof V) => !same(mine[f], base[f]);
  const merged = { ...theirs };
  for (const f of fields) if (mineChanged(f)) merged[f] = mine[f];
  const theirChanges = fields.filter((f) => !same(theirs[f], base[f]));
  const clashes = theirChanges.filter((f) => mineChanged(f) && !same(mine[f], theirs[f]));
  return { merged, theirChanges, clashes };
}
