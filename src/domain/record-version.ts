import { z } from 'zod';

/**
 * The version of a record edited whole in a form (ADR 0056): the restaurant profile, a special, a
 * training module, a staff entry. The store raises it by one on each write that changes what the form edits; a
 * write names the version it was read at and is refused when the record moved on since, so a
 * form opened before another tab's save never writes its older values back over that save.
 * A number, not a time: it compares exactly in SQL, in a request and in browser storage.
 */
export const recordVersionSchema = z.number().int().positive();
export type RecordVersion = z.infer<typeof recordVersionSchema>;

/** What a record stored before versions existed counts as (the migration gives them 1 too). */
export const FIRST_VERSION: RecordVersion = 1;
