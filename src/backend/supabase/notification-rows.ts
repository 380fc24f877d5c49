import { z } from 'zod';
import { changeQuizQuestionSchema, MAX_CHANGE_QUIZ_QUESTIONS } from '@/domain/change-quiz';
import {
  announcedRangeSchema,
  sentNotificationSchema,
  type SentNotification,
} from '@/domain/notification';
import type { OpenChangeQuestion, UpdateQuizGrade } from '../port';
import { id, isoTimestamp, mapped, text, timestamp } from './collection-rows';

// Sent updates as rows (supabase/migrations/20261122010000, 20261123000000, 20261127000000):
// notifications with their change set, the recipients' states in notification_recipients, the
// quiz with its answers in notification_quizzes (the manager's only), and what the change-loop
// functions return to staff.

/** The embedded recipients: every one for a manager, only their own row for a staff member. */
export const RECIPIENTS = 'notification_recipients';
/** Each recipient and where they are with the update. */
export const RECIPIENT_COLUMNS =
  'staffid,acknowledged_at,opened_at,quiz_passed_at,reminded_at,quiz_attempts,quiz_attempted_at';
/** The quiz, answers included: readable by the manager who owns the update only (RLS). */
export const QUIZZES = 'notification_quizzes';

const nullableTime = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (v ? isoTimestamp(v) : null));

const recipientRow = z.object({
  staffid: id,
  acknowledged_at: nullableTime,
  opened_at: nullableTime,
  quiz_passed_at: nullableTime,
  reminded_at: nullableTime,
  // 20261129010000; a server without it counts none.
  quiz_attempts: z.number().int().min(0).nullable().optional(),
  quiz_attempted_at: nullableTime,
});

const quizRow = z.object({ questions: z.array(z.unknown()) });

export const notificationFromRow = mapped(
  'read notifications',
  z.object({
    notificationid: id,
    message: text,
    type: z.string(),
    item_names: z.array(z.string()).nullable(),
    items: z.number().nullable(),
    recipients: z.number().nullable(),
    menu_versions: z.array(announcedRangeSchema).nullable().optional(),
    change_set: z.array(z.unknown()).nullable().optional(),
    required: z.boolean().nullable().optional(),
    // 20261204000000; checked by the domain schema below (a server without them sends none).
    message_locale: z.string().nullable().optional(),
    message_translations: z.record(z.string(), z.unknown()).nullable().optional(),
    sent_at: timestamp,
    [RECIPIENTS]: z.array(recipientRow).nullable().optional(),
    // PostgREST embeds a one-to-one relation (its key is the notification's) as an object or
    // null; older servers send a list.
    [QUIZZES]: z
      .union([quizRow, z.array(quizRow)])
      .nullable()
      .optional(),
  }),
  sentNotificationSchema,
  (r) => {
    const recipients = r[RECIPIENTS] ?? [];
    const quiz = r[QUIZZES];
    const translations = r.message_translations ?? {};
    return {
      id: r.notificationid,
      date: r.sent_at,
      message: r.message,
      recipients: r.recipients ?? recipients.length,
      items: r.items ?? r.item_names?.length ?? 0,
      type: r.type,
      recipientIds: recipients.map((x) => x.staffid),
      itemNames: r.item_names ?? [],
      acknowledgedBy: recipients.filter((x) => x.acknowledged_at !== null).map((x) => x.staffid),
      menuVersions: r.menu_versions ?? [],
      changeSet: r.change_set ?? [],
      required: r.required ?? false,
      quiz: (Array.isArray(quiz) ? quiz[0] : quiz)?.questions ?? [],
      recipientStates: recipients.map((x) => ({
        staffId: x.staffid,
        openedAt: x.opened_at,
        quizPassedAt: x.quiz_passed_at,
        acknowledgedAt: x.acknowledged_at,
        remindedAt: x.reminded_at,
        quizAttempts: x.quiz_attempts ?? 0,
        quizAttemptedAt: x.quiz_attempted_at,
      })),
      // Left out when never set, as local mode stores them (ADR 0042's rule for absent values).
      ...(r.message_locale ? { messageLocale: r.message_locale } : {}),
      ...(Object.keys(translations).length > 0 ? { messageTranslations: translations } : {}),
    };
  },
);

/**
 * recipientIds, acknowledgedBy and the recipients' states live in notification_recipients, the
 * quiz in notification_quizzes, never in these columns; the date is sent_at, the server's time of
 * the insert (a client cannot backdate an update).
 */
export const notificationColumns = (n: SentNotification) => ({
  message: n.message,
  type: n.type,
  item_names: n.itemNames,
  items: n.items,
  recipients: n.recipients,
  menu_versions: n.menuVersions,
  change_set: n.changeSet,
  required: n.required,
  // Sent only when set: send_update() stores none without them (20261204000000).
  ...(n.messageLocale ? { message_locale: n.messageLocale } : {}),
  ...(n.messageTranslations ? { message_translations: n.messageTranslations } : {}),
});

/**
 * A question as staff get it: whatever else the server sent (an answer, say) is not kept;
 * optionIds must say which stored option each served one is.
 */
const openQuestionSchema: z.ZodType<OpenChangeQuestion> = changeQuizQuestionSchema
  .omit({ answer: true })
  .extend({ optionIds: z.array(z.number().int().min(0).max(3)).length(4) })
  .refine((q) => new Set(q.optionIds).size === q.optionIds.length, 'optionIds repeat an option');

/** A row of staff_update_quizzes(): one update's questions without their answers. */
export const openQuizFromRow = mapped(
  'list update quizzes',
  z.object({ notificationid: id, questions: z.array(z.unknown()) }),
  z.object({
    notificationId: z.string(),
    questions: z.array(openQuestionSchema).max(MAX_CHANGE_QUIZ_QUESTIONS),
  }),
  (r) => ({ notificationId: r.notificationid, questions: r.questions }),
);

/**
 * The row grade_update_quiz() returns (20261129010000): the count, the attempts, when the next
 * opens, and only once passed the review.
 */
export const updateQuizGradeFromRow = mapped(
  'grade update quiz',
  z.object({
    score: z.number().int(),
    total: z.number().int(),
    passed: z.boolean(),
    attempts: z.number().int(),
    retry_at: nullableTime,
    review: z.array(z.object({ answer: z.string(), correct: z.boolean() })).nullable(),
  }),
  z
    .object({
      score: z.number().int().min(0),
      total: z.number().int().min(0),
      passed: z.boolean(),
      attempts: z.number().int().min(0),
      retryAt: z.string().nullable(),
      review: z.array(z.object({ answer: z.string(), correct: z.boolean() })).nullable(),
    })
    .refine((g) => g.score <= g.total, 'inconsistent grade')
    .refine((g) => g.review === null || g.review.length === g.total, 'review of another quiz')
    .refine(
      (g) => !g.passed || g.score === g.total,
      'passed without every answer right',
    ) satisfies z.ZodType<UpdateQuizGrade>,
  (r) => ({
    score: r.score,
    total: r.total,
    passed: r.passed,
    attempts: r.attempts,
    retryAt: r.retry_at,
    review: r.review,
  }),
);
