import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { RecordConflictNotice } from '@/components/forms/record-conflict-notice';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import {
  DEFAULT_SPECIAL_CATEGORY,
  SPECIAL_CATEGORIES,
  specialSchema,
  type Special,
  type SpecialFormValues,
} from '@/domain/special';
import { defaultSpecialDates, fromIsoDate, toIsoDate } from '@/domain/special-rules';
import { specialCategoryLabel } from '@/i18n/special-labels';
import { specialFormSchema } from '../lib/special-form-schema';
import { formatSpecialDate } from '../lib/special-labels';
import { useRecordConflict } from '@/hooks/use-record-conflict';

type Props = {
  /** The special being edited, or null to add a new one. */
  special: Special | null;
  saving: boolean;
  /**
   * Saves from `version`, the special's version the dialog was opened on (ADR 0056); rejects
   * when not saved (a refusal for a stale version is shown here, others by the caller).
   */
  onSubmit: (values: SpecialFormValues, version: number | undefined) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
};

function initialValues(special: Special | null): SpecialFormValues {
  if (!special) {
    return {
      name: '',
      price: '',
      description: '',
      category: DEFAULT_SPECIAL_CATEGORY,
      ...defaultSpecialDates(),
    };
  }
  const { name, price, description, category, startDate, endDate } = special;
  return { name, price, description, category, startDate, endDate };
}

/**
 * 'Add New Special' / 'Edit Special': the available dates, then the menu-item fields and
 * the category. Dates are optional; an end before the start is refused on the End Date field.
 */
export function SpecialFormDialog({ special, saving, onSubmit, onOpenChange }: Props) {
  const { t } = useLingui();
  const opened = initialValues(special);
  const form = useForm<SpecialFormValues>({
    resolver: zodResolver(specialFormSchema),
    defaultValues: opened,
  });
  const edit = useRecordConflict({ values: opened, version: special?.version });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, edit.version);
    } catch (error) {
      // What was typed stays in the form whatever the failure; other failures are toasted.
      edit.refused(error, specialSchema, (s) => ({ values: initialValues(s), version: s.version }));
    }
  });
  // What is in the form now: the conflict shows it beside theirs while the person types.
  const mine: SpecialFormValues = { ...opened, ...useWatch({ control: form.control }) };
  const merge = edit.merge(mine);
  const labels = {
    name: t`Item Name`,
    price: t`Price`,
    description: t`Description`,
    category: t`Category`,
    startDate: t`Start Date`,
    endDate: t`End Date`,
  };
  // A stored category outside the four choices stays selectable rather than silently changing.
  const categories: string[] = [...SPECIAL_CATEGORIES];
  if (special && !categories.includes(special.category)) categories.push(special.category);

  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={errors[name]?.message}>
          <DatePicker
            ref={field.ref}
            label={label}
            clearable
            value={field.value ? fromIsoDate(field.value) : undefined}
            onChange={(date) => {
              field.onChange(date ? toIsoDate(date) : null);
              // The range rule lives on the end date: recheck it whenever either end moves.
              void form.trigger('endDate');
            }}
          />
        </FormField>
      )}
    />
  );

  return (
    <FormDialog
      title={special ? t`Edit Special` : t`Add New Special`}
      description={t`Choose when the special runs (both dates are optional), then describe it.`}
      onSubmit={(e) => void submit(e)}
      onOpenChange={onOpenChange}
      saving={saving}
      submitLabel={saving ? t`Saving...` : special ? t`Save Changes` : t`Save Special`}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Available Dates</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {dateField('startDate', labels.startDate)}
          {dateField('endDate', labels.endDate)}
        </div>
      </fieldset>
      <FormField label={t`Item Name*`} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={labels.price} hint={t`As printed, e.g. $14.99 or MP`}>
        <Input autoComplete="off" {...form.register('price')} />
      </FormField>
      <FormField label={labels.description}>
        <Textarea className="min-h-20" {...form.register('description')} />
      </FormField>
      <FormField label={labels.category}>
        <NativeSelect {...form.register('category')}>
          {categories.map((c) => (
            <option key={c} value={c}>
              {specialCategoryLabel(c)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {merge && edit.theirs && (
        <RecordConflictNotice
          merge={merge}
          theirs={edit.theirs}
          mine={mine}
          labels={labels}
          show={(field, value) => {
            if (!value) return '';
            if (field === 'category') return specialCategoryLabel(value);
            return field === 'startDate' || field === 'endDate' ? formatSpecialDate(value) : value;
          }}
          onKeepTheirs={() => form.reset(edit.keepTheirs())}
          onMineOnTop={() => form.reset(edit.mineOnTop(form.getValues()))}
        />
      )}
    </FormDialog>
  );
}
