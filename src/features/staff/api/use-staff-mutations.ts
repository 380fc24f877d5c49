import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import type { StaffFormValues, StaffMember } from '@/domain/staff';
import { applyStaffEdit, createInvite, createStaffMember } from '@/domain/staff-rules';
import { staffKeys } from './keys';
import { loadStaff } from '@/session/load-staff';

type Change<V> = {
  /** Builds the next list from the freshly read one. */
  apply: (staff: StaffMember[], variables: V) => StaffMember[];
  success: (variables: V) => { title: string; description: string };
};

/**
 * The staff list is stored as one collection, so every change reads the current list, applies a
 * pure rule and writes the whole list back. Reading fresh (not the cache) keeps a change made in
 * another tab from being overwritten by a stale copy.
 */
function useStaffChange<V>(restaurantId: string, change: Change<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      const next = change.apply(await loadStaff(restaurantId), variables);
      return (await getBackend()).staff.replace(restaurantId, next);
    },
    onSuccess: (saved, variables) => {
      queryClient.setQueryData(staffKeys.list(restaurantId), saved);
      const { title, description } = change.success(variables);
      toast.success(title, { description });
    },
    onError: (error) => {
      console.error('[staff] save failed', error);
      toast.error('Could not save staff changes', { description: error.message });
    },
    // Other screens (dashboard, notify) read the same list under keys starting with this one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list(restaurantId) }),
  });
}

export function useAddStaff(restaurantId: string) {
  return useStaffChange<StaffFormValues>(restaurantId, {
    apply: (staff, values) => [...staff, createStaffMember(values)],
    success: (values) => ({
      title: 'Staff Added',
      description: `${values.name} has joined your team.`,
    }),
  });
}

export function useUpdateStaff(restaurantId: string) {
  return useStaffChange<{ id: string; values: StaffFormValues }>(restaurantId, {
    apply: (staff, { id, values }) =>
      staff.map((s) => (s.id === id ? applyStaffEdit(s, values) : s)),
    success: ({ values }) => ({
      title: 'Staff Updated',
      description: `${values.name}'s details were saved.`,
    }),
  });
}

export function useInviteStaff(restaurantId: string) {
  return useStaffChange<string>(restaurantId, {
    apply: (staff, email) => [...staff, createInvite(email)],
    success: (email) => ({
      title: 'Invitation Sent',
      description: `${email.trim()} is listed as invited. Preshift sends no e-mail, so let them know yourself.`,
    }),
  });
}

export function useCancelInvite(restaurantId: string) {
  return useStaffChange<StaffMember>(restaurantId, {
    apply: (staff, invited) => staff.filter((s) => s.id !== invited.id),
    success: (invited) => ({
      title: 'Invitation Cancelled',
      description: `The invitation to ${invited.email} was withdrawn.`,
    }),
  });
}
