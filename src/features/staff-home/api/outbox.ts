import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import { BackendError, type StaffAccessPort, type StaffMembership } from '@/backend/port';
import { regimeSchema } from '@/domain/allergens';
import { createOutbox, outboxEntryBase, type Outbox, type SendOutcome } from '@/lib/offline/outbox';

/**
 * The staff home's writes made offline: acknowledgements, update quiz attempts and training quiz
 * attempts, queued per signed-in user and sent in order when the network returns (ADR 0024).
 */
const membershipSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  allergenRegime: regimeSchema.nullable(),
  staffId: z.string(),
  staffName: z.string(),
});

const staffEntrySchema = z.discriminatedUnion('kind', [
  outboxEntryBase.extend({
    kind: z.literal('acknowledge'),
    membership: membershipSchema,
    notificationId: z.string(),
    /** The update's quiz must be passed first: a failed queued attempt drops this entry. */
    gated: z.boolean(),
    message: z.string(),
  }),
  outboxEntryBase.extend({
    kind: z.literal('update-quiz'),
    membership: membershipSchema,
    notificationId: z.string(),
    answers: z.array(z.number()),
    message: z.string(),
  }),
  outboxEntryBase.extend({
    kind: z.literal('training-quiz'),
    membership: membershipSchema,
    moduleId: z.string(),
    answers: z.array(z.number()),
    title: z.string(),
  }),
]);

export type StaffOutboxEntry = z.infer<typeof staffEntrySchema>;
export type StaffOutbox = Outbox<StaffOutboxEntry>;

/** One write per what, whom and which update or module: queueing it again replaces it. */
export const entryKey = (kind: StaffOutboxEntry['kind'], target: string, m: StaffMembership) =>
  `${kind}:${target}:${m.staffId}`;

const outboxes = new Map<string, StaffOutbox>();

export function staffOutbox(userId: string): StaffOutbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = createOutbox(`preshift.outbox:${userId}`, staffEntrySchema);
    outboxes.set(userId, outbox);
  }
  return outbox;
}

/** What the person is told about a queued write once it was tried. */
export type OutboxNotice =
  { kind: 'quiz-failed'; message: string } | { kind: 'refused'; what: string; reason: string };

/** Said of anything this person did offline that waits in the outbox. */
export const WILL_SEND_TEXT = msg`Will send when online`;

export const QUIZ_FAILED_TEXT = msg`Your quiz answers were not all right: try again`;

/**
 * Refused for good: the request was understood and said no (not yours, gone, quiz first). A
 * missing session, a timeout, a rate limit, a server error or no network may pass later.
 */
function refusedForGood(error: unknown): error is BackendError {
  if (!(error instanceof BackendError) || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/**
 * Built when the notice is shown, so it reads in the language shown then. The quotes are doubled:
 * in ICU MessageFormat a single one before a placeholder would print it as written.
 */
function describe(entry: StaffOutboxEntry): string {
  if (entry.kind === 'training-quiz') {
    const { title } = entry;
    return t`Your answers to ${title}`;
  }
  const { message } = entry;
  return entry.kind === 'update-quiz'
    ? t`Your quiz answers on ''${message}''`
    : t`Your acknowledgement of ''${message}''`;
}

/**
 * Sends one queued write. A queued update quiz that did not pass takes the queued
 * acknowledgement it gates with it: the backend would refuse it anyway, and the person must
 * read the changes again.
 */
export async function sendQueued(
  access: StaffAccessPort,
  outbox: StaffOutbox,
  entry: StaffOutboxEntry,
  notify: (notice: OutboxNotice) => void,
): Promise<SendOutcome> {
  try {
    if (entry.kind === 'acknowledge') {
      await access.acknowledge(entry.membership, entry.notificationId);
    } else if (entry.kind === 'update-quiz') {
      const grade = await access.gradeUpdateQuiz(
        entry.membership,
        entry.notificationId,
        entry.answers,
      );
      if (!grade.passed) {
        const staffId = entry.membership.staffId;
        outbox.removeWhere(
          (e) =>
            e.kind === 'acknowledge' &&
            e.gated &&
            e.notificationId === entry.notificationId &&
            e.membership.staffId === staffId,
        );
        notify({ kind: 'quiz-failed', message: entry.message });
      }
    } else {
      await access.gradeQuiz(entry.membership, entry.moduleId, entry.answers);
    }
    return 'sent';
  } catch (error) {
    if (!refusedForGood(error)) {
      console.warn('[outbox] not sent yet, kept for later', error);
      return 'stop';
    }
    if (error.code === 'quiz_required' && entry.kind === 'acknowledge')
      notify({ kind: 'quiz-failed', message: entry.message });
    else notify({ kind: 'refused', what: describe(entry), reason: error.message });
    return 'dropped';
  }
}
