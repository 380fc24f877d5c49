import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { Regime } from '@/domain/allergens';
import type { MenuItem } from '@/domain/menu';
import {
  applyAllergenChoices,
  listKeptUntilConfirmed,
  type AllergenChoices,
} from './allergen-choices';
import { AllergenStatesFieldset } from './allergen-states-fieldset';
import { AvailableSwitch } from './available-switch';

const NEW_CATEGORY = '__new__';
const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

type Props = {
  item: MenuItem | null;
  /** A new item's fields guessed beforehand (from a source line the import did not use). */
  prefill?: { name: string; price: string; category?: string };
  categories: string[];
  /** The restaurant's allergen rules: which allergens the item is asked about. */
  regime: Regime;
  /** The menu's price style, to show how the typed price will read on the menu. */
  formatPrice: (price: string) => string;
  onSave: (item: MenuItem) => void;
  onOpenChange: (open: boolean) => void;
};

const priceHint = (typed: string, shown: string) =>
  typed.trim() && shown !== typed.trim()
    ? t`As printed; shown on the menu as ${shown}`
    : t`As printed, e.g. $14.99, MP or $9 glass / $32 bottle`;

/** 'Add Menu Item' / 'Edit Menu Item': name, price and category are required. */
export function MenuItemDialog({
  item,
  prefill,
  categories,
  regime,
  formatPrice,
  onSave,
  onOpenChange,
}: Props) {
  const [name, setName] = useState(item?.name ?? prefill?.name ?? '');
  const [price, setPrice] = useState(item?.price ?? prefill?.price ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [category, setCategory] = useState(
    item?.category ?? prefill?.category ?? categories[0] ?? NEW_CATEGORY,
  );
  const [newCategory, setNewCategory] = useState('');
  const [dietary, setDietary] = useState(item?.dietary.join(', ') ?? '');
  const [choices, setChoices] = useState<AllergenChoices>({});
  const [available, setAvailable] = useState(item?.available ?? true);
  const availableNote = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const finalCategory = (category === NEW_CATEGORY ? newCategory : category).trim();
    if (!name.trim() || !price.trim() || !finalCategory) {
      toast.error(t`Missing information`, { description: t`Please fill in all required fields` });
      return;
    }
    onSave({
      id: item?.id ?? `item-${Date.now()}`,
      name: name.trim(),
      price: price.trim(),
      description: description.trim(),
      category: finalCategory,
      ingredients: item?.ingredients ?? [],
      dietary: splitList(dietary),
      available,
      ...applyAllergenChoices(item, choices, regime),
    });
  };

  return (
    <FormDialog
      title={item ? t`Edit Menu Item` : t`Add Menu Item`}
      description={t`Fields marked * are required.`}
      onSubmit={submit}
      onOpenChange={onOpenChange}
      submitLabel={item ? t`Save Changes` : t`Add Item`}
    >
      <FormField label={t`Item Name*`}>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label={t`Price*`} hint={priceHint(price, formatPrice(price))}>
        <Input value={price} onChange={(e) => setPrice(e.target.value)} />
      </FormField>
      <div className="grid gap-1">
        <AvailableSwitch checked={available} onChange={setAvailable} describedBy={availableNote} />
        <p id={availableNote} className="text-xs text-muted-foreground">
          {available
            ? t`On the menu tonight.`
            : t`Not available today: staff see it struck through. It stays on the menu.`}
        </p>
      </div>
      <FormField label={t`Description`}>
        <Textarea
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className="min-h-20"
        />
      </FormField>
      <FormField label={t`Category*`}>
        <NativeSelect value={category} onChange={(e) => setCategory(e.target.value)}>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          <option value={NEW_CATEGORY}>{t`+ Add new category`}</option>
        </NativeSelect>
      </FormField>
      {category === NEW_CATEGORY && (
        <FormField label={t`New category name`}>
          <Input value={newCategory} onChange={(e) => setNewCategory(e.target.value)} />
        </FormField>
      )}
      <FormField label={t`Dietary tags`} hint={t`Comma separated, e.g. vegetarian, gluten-free`}>
        <Input value={dietary} onChange={(e) => setDietary(e.target.value)} />
      </FormField>
      <AllergenStatesFieldset
        regime={regime}
        states={item?.allergenStates}
        choices={choices}
        onChoose={(id, state) => setChoices((prev) => ({ ...prev, [id]: state }))}
        oldList={listKeptUntilConfirmed(item)}
      />
    </FormDialog>
  );
}
