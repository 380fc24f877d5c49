import { z } from 'zod';
import { changeSetSchema, type ItemChange } from './change-set';
import { deliveryChannelSchema } from './delivery';
import { announcedRangeSchema } from './notification';

/**
 * One fact of the training record (issue 46, ADR 0060): who was sent which update, whether it
 * reached them, when they opened it, each quiz attempt, their acknowledgement, each reminder.
 * The server (or the local backend, in the same operation) writes events; nobody edits or removes
 * one. Each carries the person and the update as they were at the time, so the record still reads
 * right after the person leaves the team or the menu changes again.
 */
export const TRAINING_EVENT_TYPES = [
  'sent',
  'delivered',
  'delivery_failed',
  'opened',
  'quiz_attempt',
  'acknowledged',
  'reminder_sent',
  'removed',
] as const;
export const trainingEventTypeSchema = z.enum(TRAINING_EVENT_TYPES);
export type TrainingEventType = z.infer<typeof trainingEventTypeSchema>;

/** The person as their directory entry read when the event happened. */
export const eventPersonSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type EventPerson = z.infer<typeof eventPersonSchema>;

/** The announced versions only; what the manager held back belongs to a later update. */
export const eventRangeSchema = announcedRangeSchema.pick({
  menuId: true,
  fromVersion: true,
  toVersion: true,
});
export type EventRange = z.infer<typeof eventRangeSchema>;

const base = {
  id: z.string().min(1),
  restaurantId: z.string().min(1),
  /** The entry's id, kept after the entry is removed (there is no link to break). */
  staffId: z.string().nullable(),
  person: eventPersonSchema,
  notificationId: z.string().nullable(),
  menuVersions: z.array(eventRangeSchema).default([]),
  /** The server's time (the local backend's clock in local mode), never the client's say. */
  occurredAt: z.string(),
};

const deliveryDetailSchema = z.object({
  channel: deliveryChannelSchema,
  /** Invitations belong to no update and are not recorded. */
  purpose: z.enum(['update', 'reminder']),
  attempts: z.number().int().min(0),
});

export const sentDetailSchema = z.object({
  message: z.string(),
  updateType: z.enum(['menu_update', 'price_update']),
  required: z.boolean(),
  /** Exactly what the person was sent to learn. */
  changeSet: changeSetSchema,
  /** How many of those changes concern allergens (isAllergenChange). */
  allergenChanges: z.number().int().min(0),
  /** The size of the update's quiz; 0 when it had none. */
  quizQuestions: z.number().int().min(0),
});
export type SentDetail = z.infer<typeof sentDetailSchema>;

export const quizAttemptDetailSchema = z.object({
  score: z.number().int().min(0),
  total: z.number().int().min(0),
  passed: z.boolean(),
  /** 1 for the person's first attempt at this update's quiz. */
  attempt: z.number().int().min(1),
});
export type QuizAttemptDetail = z.infer<typeof quizAttemptDetailSchema>;

export const trainingEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('sent'), detail: sentDetailSchema }),
  z.object({ ...base, type: z.literal('delivered'), detail: deliveryDetailSchema }),
  z.object({
    ...base,
    type: z.literal('delivery_failed'),
    detail: deliveryDetailSchema.extend({ reason: z.string().nullable() }),
  }),
  z.object({ ...base, type: z.literal('opened') }),
  z.object({ ...base, type: z.literal('quiz_attempt'), detail: quizAttemptDetailSchema }),
  z.object({ ...base, type: z.literal('acknowledged') }),
  z.object({ ...base, type: z.literal('reminder_sent') }),
  z.object({ ...base, type: z.literal('removed') }),
]);
export type TrainingEvent = z.infer<typeof trainingEventSchema>;
export type TrainingEventOf<T extends TrainingEventType> = Extract<TrainingEvent, { type: T }>;

/**
 * Which events to list. Every field narrows; none set lists the whole restaurant's record.
 * `from` and `to` are ISO times, `from` included, `to` excluded.
 */
export const trainingEventFilterSchema = z.object({
  staffId: z.string().optional(),
  notificationId: z.string().optional(),
  types: z.array(trainingEventTypeSchema).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type TrainingEventFilter = z.infer<typeof trainingEventFilterSchema>;

export function matchesFilter(event: TrainingEvent, filter: TrainingEventFilter): boolean {
  const at = Date.parse(event.occurredAt);
  return (
    (filter.staffId === undefined || event.staffId === filter.staffId) &&
    (filter.notificationId === undefined || event.notificationId === filter.notificationId) &&
    (filter.types === undefined || filter.types.includes(event.type)) &&
    (filter.from === undefined || at >= Date.parse(filter.from)) &&
    (filter.to === undefined || at < Date.parse(filter.to))
  );
}

/**
 * A change that concerns allergens: an allergen change, or a new dish that contains or may
 * contain some. The database counts the same (allergen_change_count, 20261208000000).
 */
export const isAllergenChange = (change: ItemChange): boolean =>
  change.kind === 'allergen' || change.allergens.length > 0;

export const countAllergenChanges = (changes: readonly ItemChange[]): number =>
  changes.filter(isAllergenChange).length;
