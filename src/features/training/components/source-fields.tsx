import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { SavedMenu } from '@/domain/menu';
import type { TrainingFormInput, TrainingFormValues } from '../lib/training-form';
import { Choice } from '@/components/ui/choice';

type Form = UseFormReturn<TrainingFormInput, unknown, TrainingFormValues>;

const SOURCES = [
  { value: 'menu', label: msg`Saved menu` },
  { value: 'text', label: msg`Paste text` },
  { value: 'url', label: msg`Menu URL` },
] as const;

// A URL's shape, the same in every language.
const URL_EXAMPLE = 'https://example.com/menu';

/**
 * Where the training comes from: one of the saved menus, pasted text, or a page on the web.
 * Disabling goes through the fieldset only: react-hook-form reads a disabled input as undefined.
 */
export function SourceFields({
  form,
  menus,
  disabled,
}: {
  form: Form;
  menus: SavedMenu[];
  disabled: boolean;
}) {
  const { t } = useLingui();
  const errors = form.formState.errors;
  const sourceType = form.watch('sourceType');
  const menuChoice = (menu: SavedMenu) => {
    const { name } = menu;
    const count = menu.items.length;
    return menu.isSample ? t`${name} (${count} items, sample)` : t`${name} (${count} items)`;
  };
  const menuTypeField = (
    <FormField
      label={t`Menu type`}
      hint={t`Helps the generator word questions about dishes, wines or drinks.`}
    >
      <NativeSelect {...form.register('menuType')}>
        <option value="food">{t`Food`}</option>
        <option value="wine">{t`Wine`}</option>
        <option value="cocktail">{t`Cocktail`}</option>
      </NativeSelect>
    </FormField>
  );

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 font-semibold">
        <Trans>Menu source</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {SOURCES.map((s) => (
          <Choice
            key={s.value}
            type="radio"
            value={s.value}
            label={t(s.label)}
            {...form.register('sourceType')}
          />
        ))}
      </div>
      {sourceType === 'menu' &&
        (menus.length ? (
          <FormField label={t`Menu to use`} error={errors.menuId?.message}>
            <NativeSelect {...form.register('menuId')}>
              {menus.map((m) => (
                <option key={m.id} value={m.id}>
                  {menuChoice(m)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No saved menus yet. Paste your menu text or upload a menu first.</Trans>
          </p>
        ))}
      {sourceType === 'text' && (
        <>
          <FormField label={t`Menu text`} error={errors.pastedText?.message}>
            <Textarea
              className="min-h-40"
              placeholder={t`STARTERS\nBurrata ........ $16\nHeirloom tomatoes, basil`}
              {...form.register('pastedText')}
            />
          </FormField>
          {menuTypeField}
        </>
      )}
      {sourceType === 'url' && (
        <>
          <FormField
            label={t`Menu page URL`}
            error={errors.menuUrl?.message}
            hint={t`The page is fetched by your browser; many sites do not allow that, so pasting the text always works.`}
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={URL_EXAMPLE}
              {...form.register('menuUrl')}
            />
          </FormField>
          {menuTypeField}
        </>
      )}
    </fieldset>
  );
}
