import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { RecordConflictNotice } from '@/components/forms/record-conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  NOTIFICATION_PREFERENCES,
  STAFF_ROLES,
  staffMemberSchema,
  type StaffFormInput,
  type StaffFormValues,
  type StaffMember,
} from '@/domain/staff';
import { isLocale, LOCALES } from '@/domain/i18n/locale';
import { useRecordConflict } from '@/hooks/use-record-conflict';
import { LANGUAGE_LABELS, languageLabel, PREFERENCE_LABELS } from '@/i18n/staff-labels';
import { roleName } from '@/i18n/staff-role-name';
import { staffFormSchema } from '../lib/staff-form-schema';

type Props = {
  /** The member being edited, or null to add one. */
  member: StaffMember | null;
  saving: boolean;
  /**
   * Saves from `version`, the entry's version the dialog was opened on (ADR 0056); rejects when
   * not saved (a refusal for a stale version is shown here, others by the caller).
   */
  onSubmit: (values: StaffFormValues, version: number | undefined) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
};

/** Every field of the dialog, as its inputs hold them (the conflict notice compares these). */
type Values = Required<StaffFormInput>;
// The schema's input leaves the language optional (it defaults to ''); the inputs always hold one.
const allOf = (input: Partial<StaffFormInput>, opened: Values): Values => ({
  ...opened,
  ...input,
  language: input.language ?? '',
});

function defaultsFor(member: StaffMember | null): Values {
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
  const opened = defaultsFor(member);
  const form = useForm<StaffFormInput, unknown, StaffFormValues>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: opened,
  });
  const edit = useRecordConflict({ values: opened, version: member?.version });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, edit.version);
    } catch (error) {
      // What was typed stays in the form whatever the failure; other failures are toasted.
      edit.refused(error, staffMemberSchema, (s) => ({
        values: defaultsFor(s),
        version: s.version,
      }));
    }
  });
  // What is in the form now: the conflict shows it beside theirs while the person types.
  const mine = allOf(useWatch({ control: form.control }), opened);
  const merge = edit.merge(mine);
  const errors = form.formState.errors;
  // A stored role outside today's list (an older record, or theirs after a conflict) must still
  // show, not be silently changed.
  const kept = [member?.role, edit.theirs?.role].filter(
    (role): role is string => !!role && !STAFF_ROLES.some((r) => r === role),
  );
  const roles: readonly string[] = [...STAFF_ROLES, ...new Set(kept)];

  return (
    <FormDialog
      title={member ? t`Edit Staff Member` : t`Add Staff Member`}
      description={
        member
          ? t`Update their details. Hire date and notification history are kept.`
          : t`They join as active staff and can be chosen for menu notifications.`
      }
      onSubmit={(e) => void submit(e)}
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
      {merge && edit.theirs && (
        <RecordConflictNotice
          merge={merge}
          theirs={edit.theirs}
          mine={mine}
          labels={{
            name: t`Name`,
            role: t`Role`,
            email: t`Email`,
            notificationPreference: t`Notification Preference`,
            language: t`Language`,
            status: t`Status`,
          }}
          show={(field, value) => {
            if (field === 'role') return value ? roleName(t, value) : '';
            const preference = NOTIFICATION_PREFERENCES.find((p) => p === value);
            if (field === 'notificationPreference' && preference)
              return PREFERENCE_LABELS[preference];
            if (field === 'language') return languageLabel(isLocale(value) ? value : null);
            if (field === 'status') return value === 'inactive' ? t`Inactive` : t`Active`;
            return value;
          }}
          onKeepTheirs={() => form.reset(edit.keepTheirs())}
          onMineOnTop={() => form.reset(edit.mineOnTop(allOf(form.getValues(), opened)))}
        />
      )}
    </FormDialog>
  );
}
