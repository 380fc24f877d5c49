import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { RecordConflictNotice } from '@/components/forms/record-conflict-notice';
import { regimeOrLocale } from '@/domain/allergens';
import {
  restaurantSchema,
  type Restaurant,
  type RestaurantForm as Values,
} from '@/domain/restaurant';
import { useRecordConflict } from '@/hooks/use-record-conflict';
import { restaurantFormSchema } from '../lib/restaurant-form-schema';

// What a web address starts with, in every language.
const URL_START = 'https://';

type Props = {
  restaurant: Restaurant | null;
  saving: boolean;
  /**
   * Saves from `version`, the restaurant's version the form was opened on (ADR 0056); rejects
   * when not saved (a refusal for a stale version is shown here, others by the caller).
   */
  onSubmit: (values: Values, version: number | undefined) => Promise<unknown>;
  onCancel?: () => void;
};

/** A restaurant as the form shows it. */
const formValues = (restaurant: Restaurant | null): Values => ({
  restaurant_name: restaurant?.restaurant_name ?? '',
  location_address: restaurant?.location_address ?? '',
  phone_num: restaurant?.phone_num ?? '',
  website_url: restaurant?.website_url ?? '',
  allergen_regime: regimeOrLocale(restaurant?.allergen_regime),
});

export function RestaurantForm({ restaurant, saving, onSubmit, onCancel }: Props) {
  const { t } = useLingui();
  const opened = formValues(restaurant);
  const form = useForm<Values>({
    resolver: zodResolver(restaurantFormSchema),
    mode: 'onChange', // Errors show while typing, before the manager leaves a field.
    defaultValues: opened,
  });
  const edit = useRecordConflict({ values: opened, version: restaurant?.version });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, edit.version);
    } catch (error) {
      // What was typed stays in the form whatever the failure; other failures are toasted.
      edit.refused(error, restaurantSchema, (r) => ({ values: formValues(r), version: r.version }));
    }
  });
  // What is in the form now: the conflict shows it beside theirs while the person types.
  const mine: Values = { ...opened, ...useWatch({ control: form.control }) };
  const merge = edit.merge(mine);
  const labels = {
    restaurant_name: t`Restaurant Name`,
    location_address: t`Address`,
    phone_num: t`Phone Number`,
    website_url: t`Website`,
    allergen_regime: t`Allergen rules`,
  };
  const regimes = { eu: t`EU / UK: 14 allergens`, us: t`US: 9 major allergens` };
  return (
    <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <p className="text-sm text-muted-foreground">
        {restaurant
          ? t`Edit your restaurant information below.`
          : t`Enter your restaurant information to get started.`}
      </p>
      <FormField label={labels.restaurant_name} error={errors.restaurant_name?.message}>
        <Input autoComplete="organization" {...form.register('restaurant_name')} />
      </FormField>
      <FormField label={labels.location_address} error={errors.location_address?.message}>
        <Input autoComplete="street-address" {...form.register('location_address')} />
      </FormField>
      <FormField label={labels.phone_num} error={errors.phone_num?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone_num')} />
      </FormField>
      <FormField label={labels.website_url} error={errors.website_url?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder={URL_START}
          {...form.register('website_url')}
        />
      </FormField>
      <FormField
        label={labels.allergen_regime}
        hint={t`Which allergens your menu must declare: the EU / UK's 14, or the US's 9 major ones.`}
      >
        <NativeSelect {...form.register('allergen_regime')}>
          <option value="eu">{regimes.eu}</option>
          <option value="us">{regimes.us}</option>
        </NativeSelect>
      </FormField>
      {merge && edit.theirs && (
        <RecordConflictNotice
          merge={merge}
          theirs={edit.theirs}
          mine={mine}
          labels={labels}
          show={(field, value) =>
            field === 'allergen_regime' && (value === 'eu' || value === 'us')
              ? regimes[value]
              : value
          }
          onKeepTheirs={() => form.reset(edit.keepTheirs())}
          onMineOnTop={() => form.reset(edit.mineOnTop(form.getValues()))}
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={saving}>
          {saving ? t`Saving...` : t`Save Restaurant`}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
