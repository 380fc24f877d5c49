import { z } from 'zod';
import type { RecipientState, SentNotification } from '@/domain/notification';
import { realRecipients } from '@/domain/samples';
import { staffMemberSchema, type StaffMember } from '@/domain/staff';
import {
  countAllergenChanges,
  eventRangeSchema,
  matchesFilter,
  trainingEventSchema,
  type TrainingEvent,
  type TrainingEventType,
} from '@/domain/training-event';
import { byTime } from '@/domain/training-record';
import type { TrainingRecordPort } from '../port';
import { localKeys } from './keys';
import { dropRow, newRowId, readRows, writeRow } from './row-keys';

// Local mode's training record: what the triggers of 20261208000000 write in Supabase, written
// here by the local backend itself inside the action (a send, a recipient's state moving, a quiz
// attempt, a person's removal), one row key per event (row-keys.ts), never rewritten or removed.
// The port only reads.

type Detail<T extends TrainingEventType> =
  Extract<TrainingEvent, { type: T }> extends { detail: infer D } ? D : undefined;

/** The directory as stored right now, by id: read once per action, whatever its events. */
function directory(restaurantId: string): Map<string, StaffMember> {
  return new Map(
    readRows(localKeys.staff(restaurantId), staffMemberSchema).value.map((s) => [s.id, s]),
  );
}

/** One event for one person and one update, with both as they are in storage right now. */
function eventFor<T extends TrainingEventType>(
  people: Map<string, StaffMember>,
  restaurantId: string,
  update: SentNotification,
  staffId: string,
  type: T,
  detail: Detail<T>,
  occurredAt: string,
): TrainingEvent {
  const entry = people.get(staffId);
  return trainingEventSchema.parse({
    id: newRowId(`event-${Date.now()}`),
    restaurantId,
    staffId,
    // As record_training_event(): an entry already gone still gets its event, with empty texts.
    person: { name: entry?.name ?? '', email: entry?.email ?? '', role: entry?.role ?? '' },
    notificationId: update.id,
    menuVersions: update.menuVersions.map((r) => eventRangeSchema.parse(r)),
    type,
    ...(detail === undefined ? {} : { detail }),
    occurredAt,
  });
}

/**
 * Writes an action's events, all or none: when storage refuses one, those written are taken back
 * and the error goes to the action, which takes back its own write (so the record never tells of
 * something that did not happen, nor misses something that did).
 */
function writeAll(restaurantId: string, events: TrainingEvent[]): void {
  const key = localKeys.trainingEvents(restaurantId);
  const written: string[] = [];
  try {
    for (const event of events) {
      writeRow(key, event.id, event);
      written.push(event.id);
    }
  } catch (error) {
    for (const id of written) dropRow(key, id);
    throw error;
  }
}

/** A send: one 'sent' per real recipient (the samples are shown, never sent to: ADR 0026). */
export function recordSent(restaurantId: string, update: SentNotification, at: string): void {
  const detail = {
    message: update.message,
    updateType: update.type,
    required: update.required,
    changeSet: update.changeSet,
    allergenChanges: countAllergenChanges(update.changeSet),
    quizQuestions: update.quiz.length,
  };
  const people = directory(restaurantId);
  writeAll(
    restaurantId,
    realRecipients(update.recipientIds).map((staffId) =>
      eventFor(people, restaurantId, update, staffId, 'sent', detail, at),
    ),
  );
}

/** A recipient's state moving: opened, acknowledged, reminded, as each happens. */
export function recordStateChange(
  restaurantId: string,
  update: SentNotification,
  before: RecipientState,
  after: RecipientState,
): void {
  const moved: Array<['opened' | 'acknowledged' | 'reminder_sent', string | null]> = [
    ['opened', !before.openedAt ? after.openedAt : null],
    ['acknowledged', !before.acknowledgedAt ? after.acknowledgedAt : null],
    ['reminder_sent', after.remindedAt !== before.remindedAt ? after.remindedAt : null],
  ];
  const happened = moved.filter((m): m is [(typeof m)[0], string] => !!m[1]);
  if (happened.length === 0) return;
  const people = directory(restaurantId);
  writeAll(
    restaurantId,
    happened.map(([type, at]) =>
      eventFor(people, restaurantId, update, after.staffId, type, undefined, at),
    ),
  );
}

/** A graded attempt that counted (before the first pass, as grade_update_quiz() records). */
export function recordQuizAttempt(
  restaurantId: string,
  update: SentNotification,
  staffId: string,
  grade: Detail<'quiz_attempt'>,
  at: string,
): void {
  const people = directory(restaurantId);
  writeAll(restaurantId, [
    eventFor(people, restaurantId, update, staffId, 'quiz_attempt', grade, at),
  ]);
}

/** Just who an event names: enough to ask whether the record knows someone, parsed cheaply. */
const namesSchema = z.object({ id: z.string(), staffId: z.string().nullable() });

/**
 * A person taken off the team: 'removed', with the entry as it was, so the record can say when.
 * As staff_members_record_removed(): only for an entry the record names, since an entry nobody
 * sent anything (a typo added and taken out again) has no history to end.
 */
export function recordRemoved(restaurantId: string, entry: StaffMember, at: string): void {
  const key = localKeys.trainingEvents(restaurantId);
  if (!readRows(key, namesSchema).value.some((e) => e.staffId === entry.id)) return;
  writeAll(restaurantId, [
    trainingEventSchema.parse({
      id: newRowId(`event-${Date.now()}`),
      restaurantId,
      staffId: entry.id,
      person: { name: entry.name, email: entry.email, role: entry.role },
      notificationId: null,
      menuVersions: [],
      type: 'removed',
      occurredAt: at,
    }),
  ]);
}

/** A person's own events, as the staff policy of 20261208000000 lets them read (no deliveries). */
export function ownEvents(restaurantId: string, staffId: string): TrainingEvent[] {
  return readRows(localKeys.trainingEvents(restaurantId), trainingEventSchema)
    .value.filter(
      (e) => e.staffId === staffId && e.type !== 'delivered' && e.type !== 'delivery_failed',
    )
    .sort(byTime);
}

export function createLocalTrainingRecord(
  authorize: (restaurantId: string) => void,
): TrainingRecordPort {
  return {
    async list(restaurantId, filter = {}) {
      authorize(restaurantId);
      // Row keys come back in the order they were written: the order of the actions.
      return readRows(localKeys.trainingEvents(restaurantId), trainingEventSchema)
        .value.filter((e) => matchesFilter(e, filter))
        .sort(byTime);
    },
  };
}
