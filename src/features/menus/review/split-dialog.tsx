import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { MenuItem } from '@/domain/menu';
import { guessSplit, type DishText } from '@/domain/review-edits';

type Props = {
  item: MenuItem;
  onSplit: (parts: [DishText, DishText]) => void;
  onOpenChange: (open: boolean) => void;
};

/** Two dishes read as one card: the guess of where they part, to correct before splitting. */
export function SplitDialog({ item, onSplit, onOpenChange }: Props) {
  const { t } = useLingui();
  const itemName = item.name;
  const [parts, setParts] = useState<[DishText, DishText]>(() => guessSplit(item));
  const set = (k: 0 | 1, field: keyof DishText, value: string) =>
    setParts((prev) => {
      const next: [DishText, DishText] = [{ ...prev[0] }, { ...prev[1] }];
      next[k][field] = value;
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parts[0].name.trim() && parts[1].name.trim()) onSplit(parts);
  };
  const dish = (k: 0 | 1) => {
    const legend = k === 0 ? t`First dish` : t`Second dish`;
    return (
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">{legend}</legend>
        <FormField label={k === 0 ? t`First dish name*` : t`Second dish name*`}>
          <Input value={parts[k].name} onChange={(e) => set(k, 'name', e.target.value)} required />
        </FormField>
        <FormField label={k === 0 ? t`First dish price` : t`Second dish price`}>
          <Input value={parts[k].price} onChange={(e) => set(k, 'price', e.target.value)} />
        </FormField>
        <FormField label={k === 0 ? t`First dish description` : t`Second dish description`}>
          <Input
            value={parts[k].description}
            onChange={(e) => set(k, 'description', e.target.value)}
          />
        </FormField>
      </fieldset>
    );
  };
  return (
    <FormDialog
      title={t`Split into two dishes`}
      description={t`"${itemName}" becomes two cards. Check where they part.`}
      onSubmit={submit}
      onOpenChange={onOpenChange}
      submitLabel={t`Split`}
    >
      {dish(0)}
      {dish(1)}
    </FormDialog>
  );
}
