import { ArrowDown, ArrowUp, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { MenuItem } from '@/domain/menu';
import { MenuItemCard } from './menu-item-card';

type Props = {
  groups: [string, MenuItem[]][];
  onEdit: (item: MenuItem) => void;
  onRemove: (item: MenuItem) => void;
  onMove: (category: string, by: -1 | 1) => void;
};

/** The menu's items as cards under their category headings, or the empty state. */
export function CategorySections({ groups, onEdit, onRemove, onMove }: Props) {
  if (groups.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <UtensilsCrossed className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-lg font-medium">No menu items found</p>
        <Button asChild>
          <Link to={paths.upload}>Upload a Menu</Link>
        </Button>
      </div>
    );
  return (
    <div className="grid gap-8">
      {groups.map(([category, list], index) => (
        // aria-labelledby takes space-separated ids: a name like "Cold Mezze" cannot be one.
        <section key={category} aria-labelledby={`category-heading-${index}`}>
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={`category-heading-${index}`} className="text-lg font-semibold">
              {category}
            </h2>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${category} up`}
                disabled={index === 0}
                onClick={() => onMove(category, -1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${category} down`}
                disabled={index === groups.length - 1}
                onClick={() => onMove(category, 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((item) => (
              <MenuItemCard
                key={item.id}
                item={item}
                onEdit={() => onEdit(item)}
                onRemove={() => onRemove(item)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
