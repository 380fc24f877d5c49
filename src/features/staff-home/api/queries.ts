import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { StaffMembership, StaffUpdate } from '@/backend/port';

export const staffHomeKeys = {
  teams: (userId: string) => ['staff-home', 'teams', userId] as const,
  part: (m: StaffMembership, part: string) =>
    ['staff-home', m.restaurantId, m.staffId, part] as const,
};

export function useTeams(userId: string) {
  return useQuery({
    queryKey: staffHomeKeys.teams(userId),
    queryFn: async () => (await getBackend()).staffAccess.teams(),
  });
}

/** Accept or decline an invitation; the team list is read again either way. */
export function useAnswerInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ staffId, join }: { staffId: string; join: boolean }) => {
      const access = (await getBackend()).staffAccess;
      await (join ? access.accept(staffId) : access.decline(staffId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffHomeKeys.teams(userId) }),
  });
}

/** Reminded and not yet acknowledged first (the manager is waiting on them), then newest first. */
export function inReadingOrder(list: StaffUpdate[]): StaffUpdate[] {
  const waiting = (u: StaffUpdate) => (u.remindedAt && !u.acknowledged ? 1 : 0);
  return [...list].sort((a, b) => waiting(b) - waiting(a) || b.date.localeCompare(a.date));
}

export function useMyUpdates(m: StaffMembership) {
  return useQuery({
    queryKey: staffHomeKeys.part(m, 'updates'),
    queryFn: async () => inReadingOrder(await (await getBackend()).staffAccess.updates(m)),
  });
}

/** Refreshes the updates whether the write worked or not: a refusal means the list is stale. */
export function useAcknowledge(m: StaffMembership) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationId: string) =>
      (await getBackend()).staffAccess.acknowledge(m, notificationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'updates') }),
  });
}

/** Records that the person opened an update; the manager sees it as 'Opened'. */
export function useOpenUpdate(m: StaffMembership) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationId: string) =>
      (await getBackend()).staffAccess.openUpdate(m, notificationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'updates') }),
  });
}

/** Hands in an attempt at an update's quiz; the backend grades it and records a pass. */
export function useGradeUpdateQuiz(m: StaffMembership) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      notificationId,
      answers,
    }: {
      notificationId: string;
      answers: number[];
    }) => (await getBackend()).staffAccess.gradeUpdateQuiz(m, notificationId, answers),
    onSuccess: (grade) => {
      if (grade.passed)
        void queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'updates') });
    },
  });
}

export function useStaffMenus(m: StaffMembership) {
  return useQuery({
    queryKey: staffHomeKeys.part(m, 'menus'),
    queryFn: async () => (await getBackend()).staffAccess.menus(m),
  });
}

export function useStaffSpecials(m: StaffMembership) {
  return useQuery({
    queryKey: staffHomeKeys.part(m, 'specials'),
    queryFn: async () => (await getBackend()).staffAccess.specials(m),
  });
}

export function useStaffTraining(m: StaffMembership) {
  return useQuery({
    queryKey: staffHomeKeys.part(m, 'training'),
    queryFn: async () => (await getBackend()).staffAccess.training(m),
  });
}

export function useQuizResults(m: StaffMembership) {
  return useQuery({
    queryKey: staffHomeKeys.part(m, 'quiz-results'),
    queryFn: async () => (await getBackend()).staffAccess.quizResults(m),
  });
}

/** Hands in an attempt; the backend scores and records it. */
export function useGradeQuiz(m: StaffMembership) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ moduleId, answers }: { moduleId: string; answers: number[] }) =>
      (await getBackend()).staffAccess.gradeQuiz(m, moduleId, answers),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffHomeKeys.part(m, 'quiz-results') }),
  });
}
