import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Props = {
  category: string;
  onRename: (name: string) => void;
  onOpenChange: (open: boolean) => void;
};

/** A heading misread or named differently: every item of the category follows the new name. */
export function RenameCategoryDialog({ category, onRename, onOpenChange }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(category);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) onRename(name.trim());
  };
  return (
    <FormDialog
      title={t`Rename category`}
      description={t`Every item in ${category} moves with it. A name the menu already has joins the two.`}
      onSubmit={submit}
      onOpenChange={onOpenChange}
      submitLabel={t`Rename`}
    >
      <FormField label={t`Category name*`}>
        <Input value={name} onChange={(e) => setName(e.target.value)} required />
      </FormField>
    </FormDialog>
  );
}
