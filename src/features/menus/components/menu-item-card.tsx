import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MenuItem } from '@/domain/menu';

/** The same object for the editor's life, so a card re-renders only when its own item changes. */
export type CardActions = {
  edit: (item: MenuItem) => void;
  remove: (item: MenuItem) => void;
  move: (item: MenuItem, by: -1 | 1) => void;
};

type Props = {
  item: MenuItem;
  /** The price in the menu's one style; the printed text stays in the edit dialog. */
  price: string;
  actions: CardActions;
  /** Off while searching, where neighbours on screen are not neighbours on the menu. */
  movable: boolean;
  first: boolean;
  last: boolean;
};

/** One item; memoised because a 500-item menu re-rendering every card made dialogs slow. */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  price,
  actions,
  movable,
  first,
  last,
}: Props) {
  return (
    <li
      // Off-screen cards skip layout and paint: a 500-item menu lays out one screen at a time.
      className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm [contain-intrinsic-size:auto_11rem] [content-visibility:auto]"
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
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.edit(item)}
          aria-label={`Edit ${item.name}`}
        >
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.remove(item)}
          aria-label={`Remove ${item.name}`}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
        {movable && (
          <span className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${item.name} up`}
              disabled={first}
              onClick={() => actions.move(item, -1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${item.name} down`}
              disabled={last}
              onClick={() => actions.move(item, 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
          </span>
        )}
      </div>
    </li>
  );
});
