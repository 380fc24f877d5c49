import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { MenuItem } from '@/domain/menu';

type Props = {
  item: MenuItem;
  categories: string[];
  onSave: (item: MenuItem) => void;
  onCancel: () => void;
};

/**
 * Name, price, description and category edited on the card itself: Enter saves, Escape cancels.
 * Fixing a price read wrongly should take a second, not a dialog.
 */
export function InlineItemEditor({ item, categories, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const itemName = item.name;
  const [name, setName] = useState(item.name);
  const [price, setPrice] = useState(item.price);
  const [description, setDescription] = useState(item.description);
  const [category, setCategory] = useState(item.category);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const save = () => {
    if (!name.trim()) return;
    onSave({
      ...item,
      name: name.trim(),
      price: price.trim(),
      description: description.trim(),
      category,
    });
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    } else if (e.key === 'Enter' && !(e.target instanceof HTMLSelectElement)) {
      e.preventDefault();
      save();
    }
  };

  return (
    <div
      role="group"
      aria-label={t`Quick edit ${itemName}`}
      className="grid gap-2"
      onKeyDown={keys}
    >
      <FormField label={t`Name`}>
        <Input
          ref={first}
          value={name}
          aria-invalid={!name.trim()}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField label={t`Price`}>
        <Input value={price} onChange={(e) => setPrice(e.target.value)} />
      </FormField>
      <FormField label={t`Description`}>
        <Input value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <FormField label={t`Category`}>
        <NativeSelect value={category} onChange={(e) => setCategory(e.target.value)}>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex gap-2">
        <Button size="sm" onClick={save} disabled={!name.trim()}>
          <Trans>Save</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
