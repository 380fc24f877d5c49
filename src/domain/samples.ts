/**
 * The spec's sample data (staff, updates, specials, menus) helps a new restaurant see what the app
 * does, but none of it is the restaurant's own (ADR 0026). One rule, used by both adapters: the
 * samples are shown beside whatever the restaurant stores until its manager removes them, they
 * are never stored, and a stored row never counts as a sample.
 */

/** The ids the seeds give their rows (`staff-seed-1`, `notif-sample-1`, `special-seed-1`). */
const SAMPLE_ID = /^(staff-seed|notif-sample|special-seed)-\d+$/;

/** Whether a staff member, update or special is one of the seeds' rows, by its id. */
export const isSampleId = (id: string): boolean => SAMPLE_ID.test(id);

/** Menus carry the flag themselves: a saved copy of a sample keeps its id but is real. */
type Row = { id: string; isSample?: boolean };
export const isSample = (row: Row): boolean => row.isSample ?? isSampleId(row.id);

/** Whether the restaurant still shows the samples: until its manager removes them. */
export const showsSamples = (restaurant: { samples_removed: boolean }): boolean =>
  !restaurant.samples_removed;

/**
 * What a list reads as: the stored rows that are real (a sample stored by an older version of the
 * app is dropped), then, while the samples are shown, the samples no stored row replaced.
 */
export function withSamples<T extends Row>(stored: T[], samples: () => T[], shown: boolean): T[] {
  const real = stored.filter((row) => !isSample(row));
  if (!shown) return real;
  const ids = new Set(real.map((row) => row.id));
  return [...real, ...samples().filter((row) => !ids.has(row.id))];
}

/** What a write may store: the real rows only, so a sample never becomes the restaurant's. */
export const withoutSamples = <T extends Row>(list: T[]): T[] =>
  list.filter((row) => !isSample(row));

/** The people an update was really sent to: a sample person is nobody to tell. */
export const realRecipients = (ids: readonly string[]): string[] =>
  ids.filter((id) => !isSampleId(id));
