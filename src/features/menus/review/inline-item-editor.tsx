import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
  const [name, setName] = useState(item.name);
  const [price, setPrice] = useState(item.price);
  const [description, setDescription] = useState(item.description);
  const [category, setCategory] = useState(item.category);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const id = (field: string) => `inline-${item.id}-${field}`;

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
      aria-label={`Quick edit ${item.name}`}
      className="grid gap-2"
      onKeyDown={keys}
    >
      <div className="grid gap-1">
        <Label htmlFor={id('name')}>Name</Label>
        <Input
          ref={first}
          id={id('name')}
          value={name}
          aria-invalid={!name.trim()}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('price')}>Price</Label>
        <Input id={id('price')} value={price} onChange={(e) => setPrice(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('description')}>Description</Label>
        <Input
          id={id('description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('category')}>Category</Label>
        <NativeSelect
          id={id('category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={save} disabled={!name.trim()}>
          Save
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
