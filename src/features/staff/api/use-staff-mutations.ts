import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import { RecordConflictError } from '@/backend/port';
import { deliverAfter, type DeliveryOutcome } from '@/data/deliveries';
import { useCollectionAction, type CollectionAction } from '@/data/collection';
import { currentStaffMember } from '@/data/staff';
import type { StaffFormValues, StaffMember } from '@/domain/staff';
import { applyStaffEdit, createInvite, createStaffMember } from '@/domain/staff-rules';

type Change<V> = {
  /** One port action: an add, an update or a remove of the one person it is about. */
  act: CollectionAction<'staff', V, unknown>;
  success: (variables: V) => { title: string; description: string };
};

function onSaveError(error: Error) {
  // Saved elsewhere since the dialog opened: the dialog shows theirs beside what was typed.
  if (error instanceof RecordConflictError) return;
  console.error('[staff] save failed', error);
  toast.error(t`Could not save staff changes`, { description: error.message });
}

/** A staff action with its toasts. */
function useStaffAction<V>(restaurantId: string, change: Change<V>) {
  return useCollectionAction('staff', restaurantId, change.act, {
    onSuccess: (_, variables) => {
      const { title, description } = change.success(variables);
      toast.success(title, { description });
    },
    onError: onSaveError,
  });
}

export function useAddStaff(restaurantId: string) {
  return useStaffAction<StaffFormValues>(restaurantId, {
    act: (rows, values) => rows.add(restaurantId, [createStaffMember(values)]),
    success: ({ name }) => ({
      title: t`Staff Added`,
      description: t`${name} has joined your team.`,
    }),
  });
}

/** An edit of one person from the dialog: its values and the version it was opened on. */
export type StaffEdit = { id: string; values: StaffFormValues; version: number | undefined };

/**
 * Writes the dialog's fields over the person's entry as stored now (hire date and count kept),
 * from the version the dialog was opened on: refused with RecordConflictError when the entry was
 * saved elsewhere since, by the manager in another tab or by the person (their language), so the
 * dialog's older copy never puts back what changed (ADR 0056).
 */
export function useUpdateStaff(restaurantId: string) {
  return useStaffAction<StaffEdit>(restaurantId, {
    act: async (rows, { id, values, version }) =>
      rows.update(restaurantId, {
        ...applyStaffEdit(await currentStaffMember(rows, restaurantId, id), values),
        version,
      }),
    success: ({ values: { name } }) => ({
      title: t`Staff Updated`,
      description: t`${name}'s details were saved.`,
    }),
  });
}

/** What the toast says once an invitation is recorded (and, on Supabase, e-mailed). */
function inviteToast(title: string, email: string, outcome: DeliveryOutcome) {
  if (outcome.kind === 'none') {
    toast.success(title, {
      description: t`${email} is listed as invited. Local mode has no server to send e-mail from, so let them know yourself.`,
    });
    return;
  }
  const failure =
    outcome.kind === 'error'
      ? outcome.message
      : outcome.report.failed > 0
        ? (outcome.report.deliveries.find((d) => d.status === 'failed')?.reason ??
          t`unknown reason`)
        : null;
  if (failure)
    toast.error(t`Invitation e-mail not sent`, {
      description: t`${email} is listed as invited, but the e-mail failed (${failure}). Use Resend to try again.`,
    });
  else
    toast.success(title, {
      description: t`An invitation e-mail with a sign-up link went to ${email}.`,
    });
}

/**
 * Lists the person as invited; on Supabase the server then e-mails them a sign-up link. The
 * listing stays when the e-mail fails: Resend tries again.
 */
export function useInviteStaff(restaurantId: string) {
  return useCollectionAction(
    'staff',
    restaurantId,
    async (rows, email: string) => {
      const [invited] = await rows.add(restaurantId, [createInvite(email)]);
      return deliverAfter(await getBackend(), { inviteStaffId: invited!.id });
    },
    {
      onSuccess: (outcome, email) => inviteToast(t`Invitation Sent`, email.trim(), outcome),
      onError: onSaveError,
    },
  );
}

/** Sends the invitation e-mail again (Supabase); local mode can only confirm the listing. */
export function useResendInvite() {
  return useMutation({
    mutationFn: async (invited: StaffMember) =>
      deliverAfter(await getBackend(), { inviteStaffId: invited.id }),
    onSuccess: (outcome, invited) => inviteToast(t`Invitation Resent`, invited.email, outcome),
  });
}

export function useCancelInvite(restaurantId: string) {
  return useStaffAction<StaffMember>(restaurantId, {
    act: (rows, invited) => rows.remove(restaurantId, invited.id),
    success: ({ email }) => ({
      title: t`Invitation Cancelled`,
      description: t`The invitation to ${email} was withdrawn.`,
    }),
  });
}

/**
 * Takes the person off the team: their entry goes, and with it their access. What they were
 * sent and did stays in the training record, which says when they were removed (issue 46).
 */
export function useRemoveStaff(restaurantId: string) {
  return useStaffAction<StaffMember>(restaurantId, {
    act: (rows, member) => rows.remove(restaurantId, member.id),
    success: ({ name }) => ({
      title: t`Removed from the team`,
      description: t`${name} no longer has access. Their training record is kept.`,
    }),
  });
}
