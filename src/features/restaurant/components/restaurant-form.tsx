import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { regimeOrLocale } from '@/domain/allergens';
import {
  restaurantFormSchema,
  type Restaurant,
  type RestaurantForm as Values,
} from '@/domain/restaurant';

// What a web address starts with, in every language.
const URL_START = 'https://';

type Props = {
  restaurant: Restaurant | null;
  saving: boolean;
  onSubmit: (values: Values) => void;
  onCancel?: () => void;
};

export function RestaurantForm({ restaurant, saving, onSubmit, onCancel }: Props) {
  const { t } = useLingui();
  const form = useForm<Values>({
    resolver: zodResolver(restaurantFormSchema),
    mode: 'onChange', // Errors show while typing, before the manager leaves a field.
    defaultValues: {
      restaurant_name: restaurant?.restaurant_name ?? '',
      location_address: restaurant?.location_address ?? '',
      phone_num: restaurant?.phone_num ?? '',
      website_url: restaurant?.website_url ?? '',
      allergen_regime: regimeOrLocale(restaurant?.allergen_regime),
    },
  });
  const errors = form.formState.errors;
  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <p className="text-sm text-muted-foreground">
        {restaurant
          ? t`Edit your restaurant information below.`
          : t`Enter your restaurant information to get started.`}
      </p>
      <FormField label={t`Restaurant Name`} error={errors.restaurant_name?.message}>
        <Input autoComplete="organization" {...form.register('restaurant_name')} />
      </FormField>
      <FormField label={t`Address`} error={errors.location_address?.message}>
        <Input autoComplete="street-address" {...form.register('location_address')} />
      </FormField>
      <FormField label={t`Phone Number`} error={errors.phone_num?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone_num')} />
      </FormField>
      <FormField label={t`Website`} error={errors.website_url?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder={URL_START}
          {...form.register('website_url')}
        />
      </FormField>
      <FormField
        label={t`Allergen rules`}
        hint={t`Which allergens your menu must declare: the EU / UK's 14, or the US's 9 major ones.`}
      >
        <NativeSelect {...form.register('allergen_regime')}>
          <option value="eu">{t`EU / UK: 14 allergens`}</option>
          <option value="us">{t`US: 9 major allergens`}</option>
        </NativeSelect>
      </FormField>
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
