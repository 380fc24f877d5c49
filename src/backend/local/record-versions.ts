import type { Restaurant } from '@/domain/restaurant';
import type { Special } from '@/domain/special';
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

/** Whether a write from `before` to `after` changed a field of the form. */
export const formChanged = <T>(fields: FormFields<T>, before: T, after: T) =>
  JSON.stringify(fields(before)) !== JSON.stringify(fields(after));
