import { useState } from 'react';
import type { z } from 'zod';
import { RecordConflictError } from '@/backend/port';
import { mergeRecord, type RecordMerge } from '@/domain/record-merge';

/** A version of the record as the form shows it: its values and the stored version number. */
export type FormVersion<V> = { values: V; version: number | undefined };

/**
 * The form's side of a whole-record version check (ADR 0056). A save names the version the form
 * was opened on, never the newest one read: a list read again in the background must not move the
 * base under values typed against an older one. When a save is refused because the record moved
 * on, nothing of what the person typed is touched; `theirs` is the record as stored now, and the
 * person either keeps theirs or puts their own changes on top of it. Either way the next save
 * starts from theirs.
 */
export function useRecordConflict<V extends Record<string, unknown>>(opened: FormVersion<V>) {
  const [base, setBase] = useState(opened);
  const [theirs, setTheirs] = useState<FormVersion<V> | null>(null);

  /** Leaves the conflict: the form shows `values` next, and the next save starts from theirs. */
  const settle = (values: V) => {
    if (theirs) setBase(theirs);
    setTheirs(null);
    return values;
  };

  return {
    /** The version the next save names. */
    version: base.version,
    theirs: theirs?.values ?? null,
    /** What the other save changed, with the person's typed values on top. */
    merge: (mine: V): RecordMerge<V> | null =>
      theirs && mergeRecord(base.values, mine, theirs.values),
    /**
     * Takes a failed save's error: true (and the conflict shown) when it was refused for a stale
     * version; the record it carries is parsed with `schema` before the form trusts it.
     */
    refused<R>(error: unknown, schema: z.ZodType<R>, toForm: (record: R) => FormVersion<V>) {
      if (!(error instanceof RecordConflictError)) return false;
      const current = schema.safeParse(error.current);
      if (!current.success) return false;
      setTheirs(toForm(current.data));
      return true;
    },
    keepTheirs: () => (theirs ? settle(theirs.values) : undefined),
    mineOnTop: (mine: V) =>
      theirs ? settle(mergeRecord(base.values, mine, theirs.values).merged) : undefined,
  };
}
