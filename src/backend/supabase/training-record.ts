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

/**
 * The training record (issue 46): rows the database's triggers write in each action's own
 * transaction, read by the restaurant's manager under RLS (staff_read own: their own rows only,
 * which the staff screens do not ask for here).
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
      const events: TrainingEvent[] = [];
      for (let from = 0; ; from += PAGE) {
        let query = client.from('training_events').select('*').eq('restaurantid', restaurantId);
        if (filter.staffId !== undefined) query = query.eq('staffid', filter.staffId);
        if (filter.notificationId !== undefined) {
          query = query.eq('notificationid', filter.notificationId);
        }
        if (filter.types !== undefined) query = query.in('type', filter.types);
        if (filter.from !== undefined) query = query.gte('occurred_at', filter.from);
        if (filter.to !== undefined) query = query.lt('occurred_at', filter.to);
        const result = await query
          .order('occurred_at', { ascending: true })
          .order('eventid', { ascending: true })
          .range(from, from + PAGE - 1);
        const rows = rowsOf('read the training record', result) as Row[];
        events.push(...rows.map(trainingEventFromRow));
        if (rows.length < PAGE) return events;
      }
    },
  };
}
