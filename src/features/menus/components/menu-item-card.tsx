import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MenuItem } from '@/domain/menu';

type Props = {
  item: MenuItem;
  /** The price in the menu's one style; the printed text stays in the edit dialog. */
  price: string;
  onEdit: () => void;
  onRemove: () => void;
  /** Absent while searching; a missing direction means the item is already at that end. */
  move?: { up?: () => void; down?: () => void };
};

export function MenuItemCard({ item, price, onEdit, onRemove, move }: Props) {
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm"
      aria-label={item.name}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words font-semibold">{item.name}</h3>
        <span className="shrink-0 font-semibold text-primary" data-testid="item-price">
          {price}
        </span>
      </div>
      {item.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
      )}
      {(item.dietary.length > 0 || item.allergens.length > 0) && (
        <div className="flex flex-wrap gap-1">
          {item.dietary.map((d) => (
            <Badge key={`d-${d}`} variant="secondary">
              {d}
            </Badge>
          ))}
          {item.allergens.map((a) => (
            <Badge key={`a-${a}`} variant="outline">
              Contains {a}
            </Badge>
          ))}
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${item.name}`}>
          <Trash2 aria-hidden />
          Remove
        </Button>
        {move && (
          <span className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${item.name} up`}
              disabled={!move.up}
              onClick={move.up}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${item.name} down`}
              disabled={!move.down}
              onClick={move.down}
            >
              <ArrowDown aria-hidden />
            </Button>
          </span>
        )}
      </div>
    </li>
  );
}
