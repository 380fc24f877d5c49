import { toast } from 'sonner';
import { useCollectionAction, type CollectionAction } from '@/data/collection';
import { currentStaffMember } from '@/data/staff';
import type { StaffFormValues, StaffMember } from '@/domain/staff';
import { applyStaffEdit, createInvite, createStaffMember } from '@/domain/staff-rules';

type Change<V> = {
  /** One port action: an add, an update or a remove of the one person it is about. */
  act: CollectionAction<'staff', V, unknown>;
  success: (variables: V) => { title: string; description: string };
};

/** A staff action with its toasts. */
function useStaffAction<V>(restaurantId: string, change: Change<V>) {
  return useCollectionAction('staff', restaurantId, change.act, {
    onSuccess: (_, variables) => {
      const { title, description } = change.success(variables);
      toast.success(title, { description });
    },
    onError: (error) => {
      console.error('[staff] save failed', error);
      toast.error('Could not save staff changes', { description: error.message });
    },
  });
}

export function useAddStaff(restaurantId: string) {
  return useStaffAction<StaffFormValues>(restaurantId, {
    act: (rows, values) => rows.add(restaurantId, [createStaffMember(values)]),
    success: (values) => ({
      title: 'Staff Added',
      description: `${values.name} has joined your team.`,
    }),
  });
}

export function useUpdateStaff(restaurantId: string) {
  return useStaffAction<{ id: string; values: StaffFormValues }>(restaurantId, {
    act: async (rows, { id, values }) =>
      rows.update(
        restaurantId,
        applyStaffEdit(await currentStaffMember(rows, restaurantId, id), values),
      ),
    success: ({ values }) => ({
      title: 'Staff Updated',
      description: `${values.name}'s details were saved.`,
    }),
  });
}

export function useInviteStaff(restaurantId: string) {
  return useStaffAction<string>(restaurantId, {
    act: (rows, email) => rows.add(restaurantId, [createInvite(email)]),
    success: (email) => ({
      title: 'Invitation Sent',
      description: `${email.trim()} is listed as invited. Preshift sends no e-mail, so let them know yourself.`,
    }),
  });
}

export function useCancelInvite(restaurantId: string) {
  return useStaffAction<StaffMember>(restaurantId, {
    act: (rows, invited) => rows.remove(restaurantId, invited.id),
    success: (invited) => ({
      title: 'Invitation Cancelled',
      description: `The invitation to ${invited.email} was withdrawn.`,
    }),
  });
}
