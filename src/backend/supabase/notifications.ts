import type { SupabaseClient } from '@supabase/supabase-js';
import { sentNotificationSchema, type SentNotification } from '@/domain/notification';
import type { NotificationsPort } from '../port';
import { isUuid } from './collection-rows';
import { assertOk, forbidden, refused, rowsOf } from './errors';
import {
  notificationColumns,
  notificationFromRow,
  QUIZZES,
  RECIPIENT_COLUMNS,
  RECIPIENTS,
} from './notification-rows';
import { createTableCollection } from './table-collection';

type Authorize = (restaurantId: string) => Promise<void>;

/**
 * Notifications with every recipient's state and the quiz (answers included: the manager's own
 * copy, which RLS shows nobody else) in one request.
 */
const NOTIFICATION_SELECT = `*,${RECIPIENTS}(${RECIPIENT_COLUMNS}),${QUIZZES}(questions)`;

/**
 * A new notification is inserted on its own (one per send, in practice), so its DB-assigned id is
 * known for sure before its quiz and recipient rows are written; each of those is one batch
 * insert, the quizzes first: an update is only seen once it has recipients, so a required one is
 * never seen without its quiz. When either batch fails, the notifications just inserted are
 * removed again (best effort), so a retry does not leave a second copy. The manager side never
 * writes a recipient's state: the person does, through staffAccess, and the server.
 */
function insertNotifications(client: SupabaseClient) {
  return async (restaurantId: string, items: SentNotification[]) => {
    const stored = await Promise.all(
      items.map(async (item) => {
        const result = await client
          .from('notifications')
          .insert({ restaurantid: Number(restaurantId), ...notificationColumns(item) })
          .select('*')
          .single();
        const row = rowsOf('create notification', result);
        // Only staff rows can be recipients; an id that is not one would fail the foreign key.
        const recipients = [...new Set(item.recipientIds.filter(isUuid))];
        return { row, recipients, questions: item.quiz };
      }),
    );
    const quizRows = stored
      .filter(({ questions }) => questions.length > 0)
      .map(({ row, questions }) => ({ notificationid: row.notificationid, questions }));
    const recipientRows = stored.flatMap(({ row, recipients }) =>
      recipients.map((staffid) => ({ notificationid: row.notificationid, staffid })),
    );
    try {
      if (quizRows.length > 0) {
        assertOk('create notification quizzes', await client.from(QUIZZES).insert(quizRows));
      }
      if (recipientRows.length > 0) {
        assertOk(
          'create notification recipients',
          await client.from(RECIPIENTS).insert(recipientRows),
        );
      }
    } catch (error) {
      const undo = await client
        .from('notifications')
        .delete()
        .eq('restaurantid', restaurantId)
        .in(
          'notificationid',
          stored.map(({ row }) => String(row.notificationid)),
        );
      if (undo.error) console.error('[supabase] undo unsent notifications failed', undo.error);
      throw error;
    }
    return stored.map(({ row, recipients, questions }) =>
      notificationFromRow({
        ...row,
        [RECIPIENTS]: recipients.map((staffid) => ({ staffid })),
        [QUIZZES]: questions.length > 0 ? { questions } : null,
      }),
    );
  };
}

/**
 * The sent updates of a restaurant (notifications, notification_recipients, notification_quizzes)
 * behind the whole-list port, plus the manager's reminder. replace() writes the notifications'
 * own columns only: recipients' states are never in its requests.
 */
export function createSupabaseNotifications(
  client: SupabaseClient,
  authorize: Authorize,
): NotificationsPort {
  const collection = createTableCollection(client, authorize, {
    table: 'notifications',
    key: 'notificationid',
    select: NOTIFICATION_SELECT,
    order: { column: 'sent_at', ascending: false },
    label: 'notifications',
    schema: sentNotificationSchema,
    fromRow: notificationFromRow,
    columns: notificationColumns,
    insert: insertNotifications(client),
  });
  return {
    ...collection,

    // send_update() (20261201000000): the notification, its quiz, its recipients and their
    // counters in one transaction under the manager's own row policies; nothing when any part
    // is refused.
    async send(restaurantId, update) {
      await authorize(restaurantId);
      // Only staff rows can be recipients (sample people are not rows).
      const recipients = [...new Set(update.recipientIds.filter(isUuid))];
      const result = await client.rpc('send_update', {
        p_restaurantid: Number(restaurantId),
        p_update: notificationColumns({ ...update, recipients: recipients.length }),
        p_recipients: recipients,
        p_quiz: update.quiz,
      });
      if (result.error?.code === '42501') refused('send update', result.error, forbidden);
      const rows = rowsOf('send update', result) as Record<string, unknown>[];
      return notificationFromRow({
        ...rows[0],
        [RECIPIENTS]: recipients.map((staffid) => ({ staffid })),
        [QUIZZES]: update.quiz.length > 0 ? { questions: update.quiz } : null,
      });
    },

    // remind_update(): only the manager who owns the update; reminded_at becomes the server's
    // now() for those of the listed people who are its recipients.
    async remind(restaurantId, notificationId, staffIds) {
      await authorize(restaurantId);
      const ids = [...new Set(staffIds.filter(isUuid))];
      // Nothing to stamp: an update or people that are not rows yet.
      if (!isUuid(notificationId) || ids.length === 0) return;
      const result = await client.rpc('remind_update', {
        p_notificationid: notificationId,
        p_staffids: ids,
      });
      if (result.error?.code === '42501') refused('remind', result.error, forbidden);
      assertOk('remind update', result);
    },
  };
}
