import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { StaffMembership, StaffUpdate } from '@/backend/port';
import type { Locale } from '@/domain/i18n/locale';
import { quizGatesAcknowledgement } from '@/domain/readiness';
import { looksOffline } from '@/lib/offline/network-state';
import { enqueue, mustQueue, useStaffOutbox, type StaffOutboxValue } from './outbox-context';
import { entryKey } from './outbox';
import { staffHomeKeys } from './queries';

const access = async () => (await getBackend()).staffAccess;

/**
 * Sends now, or queues when it must wait (mustQueue) or the network turns out to be gone: the
 * person's answer is never lost to a dead connection. 'queued' tells the screen to say so.
 */
async function sendOrQueue<T>(
  box: StaffOutboxValue,
  m: StaffMembership,
  fields: Parameters<typeof enqueue>[1],
  send: () => Promise<T>,
): Promise<T | 'queued'> {
  if (mustQueue(box.outbox, m)) return enqueue(box, fields);
  try {
    return await send();
  } catch (error) {
    if (looksOffline(error)) return enqueue(box, fields);
    throw error;
  }
}

/** Accept or decline an invitation; the team list is read again either way. */
export function useAnswerInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ staffId, join }: { staffId: string; join: boolean }) => {
      const staffAccess = await access();
      await (join ? staffAccess.accept(staffId) : staffAccess.decline(staffId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffHomeKeys.teams(userId) }),
  });
}

/**
 * The person's own language (null: the browser's). Stays pending until the teams are read again,
 * so the choice on screen never flips back to the old one in between. Not queued: offline it
 * waits (TanStack's default for writes) and goes out when the network returns.
 */
export function useSetLanguage(userId: string, m: StaffMembership) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Locale | null) => (await access()).setLanguage(m, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffHomeKeys.teams(userId) }),
  });
}

/**
 * Acknowledges an update, or queues it offline. Refreshes the updates whether the write worked or
 * not: a refusal means the list is stale. Runs offline too ('always'): queueing needs no network.
 */
export function useAcknowledge(m: StaffMembership) {
  const queryClient = useQueryClient();
  const box = useStaffOutbox();
  return useMutation({
    networkMode: 'always',
    mutationFn: (u: StaffUpdate) =>
      sendOrQueue(
        box,
        m,
        {
          kind: 'acknowledge',
          key: entryKey('acknowledge', u.id, m),
          membership: m,
          notificationId: u.id,
          gated: quizGatesAcknowledgement(u),
          message: u.message,
        },
        async () => (await access()).acknowledge(m, u.id),
      ),
    onSettled: (result) => {
      if (result !== 'queued')
        void queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'updates') });
    },
  });
}

/**
 * Records that the person opened an update; the manager sees it as 'Opened'. Not queued: offline
 * it waits (TanStack's default for writes) and goes out when the network returns, and a lost one
 * is recorded again on the next open.
 */
export function useOpenUpdate(m: StaffMembership) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationId: string) => (await access()).openUpdate(m, notificationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'updates') }),
  });
}

/**
 * Hands in an attempt at an update's quiz (the backend grades it and records a pass), or queues
 * it. The updates are read again after any answer from the backend: a graded attempt changes
 * the order the next is served in and when it opens; a refusal means the list is stale.
 */
export function useGradeUpdateQuiz(m: StaffMembership) {
  const queryClient = useQueryClient();
  const box = useStaffOutbox();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ update, answers }: { update: StaffUpdate; answers: number[] }) =>
      sendOrQueue(
        box,
        m,
        {
          kind: 'update-quiz',
          key: entryKey('update-quiz', update.id, m),
          membership: m,
          notificationId: update.id,
          answers,
          message: update.message,
        },
        async () => (await access()).gradeUpdateQuiz(m, update.id, answers),
      ),
    onSettled: (grade) => {
      if (grade !== 'queued')
        void queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'updates') });
    },
  });
}

/** Hands in a training quiz attempt (the backend scores and records it), or queues it. */
export function useGradeQuiz(m: StaffMembership) {
  const queryClient = useQueryClient();
  const box = useStaffOutbox();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      moduleId,
      title,
      answers,
    }: {
      moduleId: string;
      title: string;
      answers: number[];
    }) =>
      sendOrQueue(
        box,
        m,
        {
          kind: 'training-quiz',
          key: entryKey('training-quiz', moduleId, m),
          membership: m,
          moduleId,
          answers,
          title,
        },
        async () => (await access()).gradeQuiz(m, moduleId, answers),
      ),
    onSuccess: (graded) => {
      if (graded !== 'queued')
        void queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'quiz-results') });
    },
  });
}
