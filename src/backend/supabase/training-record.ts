import type { SupabaseClient } from '@supabase/supabase-js';
import { trainingEventSchema, type TrainingEvent } from '@/domain/training-event';
import type { TrainingRecordPort } from '../port';
import { isUuid } from './collection-rows';
import { rowsOf, shapeFailure } from './errors';

type Authorize = (restaurantId: string) => Promise<void>;
type Row = Record<string, unknown>;

// Every column of training_events: the person, the update and the detail are all needed.

/** PostgREST's default cap on one answer: the record is read in pages of this size. */
const PAGE = 1000;

/** The detail keys as the triggers of 20261208000000 write them, in the domain's names. */
function detailOf(type: unknown, d: Row): Row | undefined {
  switch (type) {
    case 'sent':
      return {
        message: d.message,
        updateType: d.update_type,
        required: d.required,
        changeSet: d.change_set,
        allergenChanges: d.allergen_changes,
        quizQuestions: d.quiz_questions,
      };
    case 'delivered':
    case 'delivery_failed':
      return { channel: d.channel, purpose: d.purpose, attempts: d.attempts, reason: d.reason };
    case 'quiz_attempt':
      return { score: d.score, total: d.total, passed: d.passed, attempt: d.attempt };
    default:
      return undefined;
  }
}

export function trainingEventFromRow(row: Row): TrainingEvent {
  const parsed = trainingEventSchema.safeParse({
    id: String(row.eventid),
    restaurantId: String(row.restaurantid),
    staffId: row.staffid ?? null,
    person: { name: row.staff_name, email: row.staff_email, role: row.staff_role },
    notificationId: row.notificationid ?? null,
    menuVersions: row.menu_versions ?? [],
    type: row.type,
    detail: detailOf(row.type, (row.detail ?? {}) as Row),
    occurredAt: row.occurred_at,
  });
  if (!parsed.success) throw shapeFailure('read the training record', parsed.error);
  return parsed.data;
}

type Select = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

/**
 * Every row of the record the narrowing leaves from `from` on, oldest first, in pages (PostgREST
 * answers at most PAGE rows). RLS decides whose rows these can be: the manager's restaurant, or
 * one's own. Paged by position, not by offset: each page starts at the last time read (skipping
 * the rows already read at that time, a handful), so every page is one short range of the
 * (restaurantid, occurred_at, eventid) index however deep into the record it is; an offset would
 * make the last page of two years read the whole record (training-events-plans.test.ts).
 */
export async function readEventPages(
  client: SupabaseClient,
  narrow: (query: Select) => Select,
  from?: string,
): Promise<TrainingEvent[]> {
  const events: TrainingEvent[] = [];
  let after = from;
  let skip = 0;
  for (;;) {
    let query = narrow(client.from('training_events').select('*'));
    if (after !== undefined) query = query.gte('occurred_at', after);
    const result = await query
      .order('occurred_at', { ascending: true })
      .order('eventid', { ascending: true })
      .range(skip, skip + PAGE - 1);
    const rows = rowsOf('read the training record', result) as Row[];
    events.push(...rows.map(trainingEventFromRow));
    if (rows.length < PAGE) return events;
    // Events of one transaction share their time: the next page starts at the last one's, past
    // those of them already read (all of this page's, when it is one time throughout).
    const last = String(rows.at(-1)!.occurred_at);
    const atLast = rows.filter((r) => r.occurred_at === last).length;
    skip = last === after ? skip + atLast : atLast;
    after = last;
  }
}

/**
 * The training record (issue 46): rows the database's triggers write in each action's own
 * transaction, read by the restaurant's manager under RLS (a staff member reads their own through
 * the staff access port's myRecord).
 */
export function createSupabaseTrainingRecord(
  client: SupabaseClient,
  authorize: Authorize,
): TrainingRecordPort {
  return {
    async list(restaurantId, filter = {}) {
      await authorize(restaurantId);
      // Sample people and updates are not rows: nothing was ever recorded for them.
      if (filter.staffId !== undefined && !isUuid(filter.staffId)) return [];
      if (filter.notificationId !== undefined && !isUuid(filter.notificationId)) return [];
      return readEventPages(
        client,
        (query) => {
          let q = query.eq('restaurantid', restaurantId);
          if (filter.staffId !== undefined) q = q.eq('staffid', filter.staffId);
          if (filter.notificationId !== undefined)
            q = q.eq('notificationid', filter.notificationId);
          if (filter.types !== undefined) q = q.in('type', filter.types);
          if (filter.to !== undefined) q = q.lt('occurred_at', filter.to);
          return q;
        },
        filter.from,
      );
    },
  };
}
