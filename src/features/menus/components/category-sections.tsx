import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, PenLine, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FoldableCategories } from '@/components/menu/foldable-categories';
import type { CategoryFold } from '@/components/menu/use-category-fold';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProgressiveLimit } from '@/hooks/use-progressive-limit';
import type { ReviewItem } from '@/domain/import-review';
import type { MenuItem } from '@/domain/menu';
import { addOnsOf, type SectionAddOns } from '@/domain/section-add-ons';
import { MenuItemCard, type CardActions } from './menu-item-card';
import { SectionAddOnsEditor } from './section-add-ons-editor';

type Props = {
  groups: [string, MenuItem[]][];
  /** While a search narrows the list, positions are not the menu's, so nothing can be moved. */
  searching: boolean;
  formatPrice: (price: string) => string;
  actions: CardActions;
  onMove: (category: string, by: -1 | 1) => void;
  onRename: (category: string) => void;
  /** Items the import was unsure of and nobody has confirmed yet, by id. */
  checks: Readonly<Record<string, ReviewItem>>;
  fold: CategoryFold;
  /** Each section's add-on lines, edited under its dishes (not while a search narrows the list). */
  addOns: readonly SectionAddOns[];
  onAddOnsChange: (category: string, addOns: string[], recorded: boolean) => void;
};

/** The menu's items as cards under foldable category headings, or the empty state. */
export function CategorySections({
  groups,
  searching,
  formatPrice,
  actions,
  onMove,
  onRename,
  checks,
  fold,
  addOns,
  onAddOnsChange,
}: Props) {
  const { t } = useLingui();
  // Cards in the first frame: more than the largest screen shows.
  const limit = useProgressiveLimit(24);
  // Where each category starts in the whole list, to draw only the first `limit` items at first.
  const starts = new Map<string, number>();
  groups.reduce((n, [category, list]) => (starts.set(category, n), n + list.length), 0);
  if (groups.length === 0 && searching)
    return (
      <p className="py-10 text-center text-muted-foreground">
        <Trans>No items match your search.</Trans>
      </p>
    );
  if (groups.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <UtensilsCrossed className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-lg font-medium">
          <Trans>No menu items found</Trans>
        </p>
        <Button asChild>
          <Link to={paths.upload}>
            <Trans>Upload a Menu</Trans>
          </Link>
        </Button>
      </div>
    );
  return (
    <FoldableCategories
      groups={groups}
      idPrefix="category"
      fold={fold}
      actions={(category, index) =>
        !searching && (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Rename ${category}`}
              title={t`Rename`}
              onClick={() => onRename(category)}
            >
              <PenLine aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Move ${category} up`}
              disabled={index === 0}
              onClick={() => onMove(category, -1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Move ${category} down`}
              disabled={index === groups.length - 1}
              onClick={() => onMove(category, 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
          </div>
        )
      }
    >
      {(list, category) => (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.slice(0, Math.max(0, limit - (starts.get(category) ?? 0))).map((item, at) => (
              <MenuItemCard
                key={item.id}
                item={item}
                price={formatPrice(item.price)}
                actions={actions}
                movable={!searching}
                first={at === 0}
                last={at === list.length - 1}
                check={checks[item.id]}
              />
            ))}
          </ul>
          {!searching && (
            <SectionAddOnsEditor
              category={category}
              addOns={addOnsOf(addOns, category)}
              onChange={(next, recorded) => onAddOnsChange(category, next, recorded)}
            />
          )}
        </>
      )}
    </FoldableCategories>
  );
}
