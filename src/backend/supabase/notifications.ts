import type { SupabaseClient } from '@supabase/supabase-js';
import { sentNotificationSchema } from '@/domain/notification';
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
 * The sent updates of a restaurant (notifications, notification_recipients, notification_quizzes):
 * read in one select, written only by send_update() and remind_update(). The manager side never
 * writes a recipient's state: the person does, through staffAccess, and the server.
 */
export function createSupabaseNotifications(
  client: SupabaseClient,
  authorize: Authorize,
): NotificationsPort {
  const { list } = createTableCollection(client, authorize, {
    table: 'notifications',
    key: 'notificationid',
    select: NOTIFICATION_SELECT,
    order: { column: 'sent_at', ascending: false },
    label: 'notifications',
    schema: sentNotificationSchema,
    fromRow: notificationFromRow,
    columns: notificationColumns,
  });
  return {
    list,

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
