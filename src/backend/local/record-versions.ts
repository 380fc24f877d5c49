import type { Restaurant } from '@/domain/restaurant';
import { FIRST_VERSION } from '@/domain/record-version';
import type { Special } from '@/domain/special';
import type { StaffMember } from '@/domain/staff';
import type { SavedTrainingModule } from '@/domain/training';

/**
 * What each whole-record form writes, as the triggers of 20261207010000 compare it: local mode
 * raises a record's version when one of these changed, and only then, as Supabase does (ADR
 * 0056). A write of anything else (samples_removed, a module's last score) leaves the version.
 */
export type FormFields<T> = (record: T) => unknown[];

export const restaurantFormFields: FormFields<Restaurant> = (r) => [
  r.restaurant_name,
  r.location_address,
  r.phone_num,
  r.website_url,
  r.allergen_regime,
];

export const specialFormFields: FormFields<Special> = (s) => [
  s.name,
  s.description,
  s.price,
  s.category,
  s.startDate,
  s.endDate,
];

export const trainingFormFields: FormFields<SavedTrainingModule> = (m) => [
  m.title,
  m.type,
  m.content,
  m.quizQuestions ?? null,
  m.sourceUrl,
];

/** The staff dialog's fields (20261207020000); not the hire date, which it does not edit. */
export const staffFormFields: FormFields<StaffMember> = (s) => [
  s.name,
  s.role,
  s.email,
  s.notificationPreference,
  s.status,
  s.language ?? null,
];

/** Whether a write from `before` to `after` changed a field of the form. */
export const formChanged = <T>(fields: FormFields<T>, before: T, after: T) =>
  JSON.stringify(fields(before)) !== JSON.stringify(fields(after));

/**
 * `after` at the version a write from `before` leaves it: one more when a field of the form
 * changed, as the trigger does for every writer (the person's own language or answer included),
 * so a dialog opened before that write is refused instead of putting the old value back.
 */
export function nextVersion<T extends { version?: number }>(
  fields: FormFields<T>,
  before: T,
  after: T,
): T {
  const stored = before.version ?? FIRST_VERSION;
  return { ...after, version: stored + (formChanged(fields, before, after) ? 1 : 0) };
}
