import { toast } from 'sonner';
import { useStaffChange as useStaffListChange } from '@/data/staff';
import type { StaffFormValues, StaffMember } from '@/domain/staff';
import { applyStaffEdit, createInvite, createStaffMember } from '@/domain/staff-rules';

type Change<V> = {
  /** Builds the next list from the freshly read one. */
  apply: (staff: StaffMember[], variables: V) => StaffMember[];
  success: (variables: V) => { title: string; description: string };
};

/** A staff change with its toasts. */
function useStaffChange<V>(restaurantId: string, change: Change<V>) {
  return useStaffListChange(restaurantId, change.apply, {
    onSuccess: (variables) => {
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
