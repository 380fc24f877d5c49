import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  NOTIFICATION_PREFERENCES,
  STAFF_ROLES,
  staffFormSchema,
  type StaffFormInput,
  type StaffFormValues,
  type StaffMember,
} from '@/domain/staff';
import { LOCALES } from '@/domain/i18n/locale';
import { LANGUAGE_LABELS, languageLabel, PREFERENCE_LABELS } from '@/i18n/staff-labels';
import { roleName } from '@/i18n/staff-role-name';

type Props = {
  /** The member being edited, or null to add one. */
  member: StaffMember | null;
  saving: boolean;
  onSubmit: (values: StaffFormValues) => void;
  onOpenChange: (open: boolean) => void;
};

function defaultsFor(member: StaffMember | null): StaffFormInput {
  return {
    name: member?.name ?? '',
    role: member?.role ?? '',
    email: member?.email ?? '',
    notificationPreference: member?.notificationPreference ?? 'email',
    status: member?.status === 'inactive' ? 'inactive' : 'active',
    language: member?.language ?? '',
  };
}

/** 'Add Staff Member' / 'Edit Staff Member'; mounted per use so defaults start fresh. */
export function StaffFormDialog({ member, saving, onSubmit, onOpenChange }: Props) {
  const { t } = useLingui();
  const form = useForm<StaffFormInput, unknown, StaffFormValues>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: defaultsFor(member),
  });
  const errors = form.formState.errors;
  // A stored role outside today's list (an older record) must still show, not be silently changed.
  const roles: readonly string[] =
    member && !STAFF_ROLES.some((r) => r === member.role)
      ? [...STAFF_ROLES, member.role]
      : STAFF_ROLES;

  return (
    <FormDialog
      title={member ? t`Edit Staff Member` : t`Add Staff Member`}
      description={
        member
          ? t`Update their details. Hire date and notification history are kept.`
          : t`They join as active staff and can be chosen for menu notifications.`
      }
      onSubmit={form.handleSubmit(onSubmit)}
      onOpenChange={onOpenChange}
      saving={saving}
      submitLabel={member ? t`Save Changes` : t`Add Staff Member`}
    >
      <FormField label={t`Name`} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t`Role`} error={errors.role?.message}>
        <NativeSelect {...form.register('role')}>
          <option value="">{t`Select a role`}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleName(t, role)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t`Email`} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t`Notification Preference`} error={errors.notificationPreference?.message}>
        <NativeSelect {...form.register('notificationPreference')}>
          <option value="">{t`Select a preference`}</option>
          {NOTIFICATION_PREFERENCES.map((p) => (
            <option key={p} value={p}>
              {PREFERENCE_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={t`Language`}
        hint={t`Updates are shown in this language. Browser default follows their device.`}
      >
        <NativeSelect {...form.register('language')}>
          <option value="">{languageLabel(null)}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_LABELS[l]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {member && (
        <FormField label={t`Status`}>
          <NativeSelect {...form.register('status')}>
            <option value="active">{t`Active`}</option>
            <option value="inactive">{t`Inactive`}</option>
          </NativeSelect>
        </FormField>
      )}
    </FormDialog>
  );
}
