import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Combine, Pencil, Split, Trash2, Zap } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ReviewItem } from '@/domain/import-review';
import type { MenuItem } from '@/domain/menu';
import { CheckNote } from '../review/check-note';
import { AvailableSwitch } from './available-switch';
import { InlineItemEditor } from '../review/inline-item-editor';

/** The same object for the editor's life, so a card re-renders only when its own item changes. */
export type CardActions = {
  edit: (item: MenuItem) => void;
  remove: (item: MenuItem) => void;
  move: (item: MenuItem, by: -1 | 1) => void;
  /** The card (or a control in it) got focus: the review highlights its source. */
  focus: (item: MenuItem) => void;
  /** Saved from the card's own form (name, price, description, category). */
  quickSave: (item: MenuItem) => void;
  merge: (item: MenuItem) => void;
  split: (item: MenuItem) => void;
  /** 'Looks right' on an item the import was unsure of. */
  confirm: (item: MenuItem) => void;
  /** The 'Available' switch: off takes the dish off for tonight (86'd), kept on the menu. */
  setAvailable: (item: MenuItem, available: boolean) => void;
  /** The menu's categories when a quick edit opens (read then, so cards need not re-render). */
  categories: () => string[];
};

/** The DOM id of an item's card, for moving focus to it. */
export const cardId = (itemId: string) => `item-card-${itemId}`;

type Props = {
  item: MenuItem;
  /** The price in the menu's one style; the printed text stays in the edit dialog. */
  price: string;
  actions: CardActions;
  /** Off while searching, where neighbours on screen are not neighbours on the menu. */
  movable: boolean;
  first: boolean;
  last: boolean;
  /** Present while the import's doubt about this item is unanswered. */
  check?: ReviewItem;
};

/** One item; memoised because a 500-item menu re-rendering every card made dialogs slow. */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  price,
  actions,
  movable,
  first,
  last,
  check,
}: Props) {
  const { t } = useLingui();
  const name = item.name;
  const [quick, setQuick] = useState(false);
  const quickButton = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLLIElement>(null);
  const closeQuick = () => {
    setQuick(false);
    requestAnimationFrame(() => quickButton.current?.focus());
  };
  return (
    <li
      ref={card}
      id={cardId(item.id)}
      // Focusable so 'Next to check' and a click on the source can land on the card itself.
      tabIndex={-1}
      onFocus={() => actions.focus(item)}
      // Off-screen cards skip layout and paint: a 500-item menu lays out one screen at a time.
      className="flex scroll-m-24 flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs outline-hidden [contain-intrinsic-size:auto_11rem] [content-visibility:auto] focus:ring-2 focus:ring-ring"
      aria-label={item.name}
    >
      {quick ? (
        <InlineItemEditor
          item={item}
          categories={actions.categories()}
          onCancel={closeQuick}
          onSave={(next) => {
            actions.quickSave(next);
            closeQuick();
          }}
        />
      ) : (
        <>
          <div className="flex items-start justify-between gap-3">
            <h3
              className={`min-w-0 wrap-break-word font-semibold ${item.available ? '' : 'text-muted-foreground line-through'}`}
            >
              {item.name}
            </h3>
            <span className="shrink-0 font-semibold text-primary" data-testid="item-price">
              {price}
            </span>
          </div>
          {item.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
          )}
        </>
      )}
      {!item.available && (
        <Badge variant="outline" className="w-fit border-dashed">
          <Trans>Not available today</Trans>
        </Badge>
      )}
      {check && (
        <CheckNote
          name={item.name}
          check={check}
          onConfirm={() => {
            actions.confirm(item);
            // The button goes with the note: focus stays on the dish, not lost to the page.
            card.current?.focus();
          }}
        />
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
              <Trans>Contains {a}</Trans>
            </Badge>
          ))}
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          ref={quickButton}
          variant="outline"
          size="sm"
          onClick={() => setQuick(true)}
          disabled={quick}
          aria-label={t`Quick edit: ${name}`}
        >
          <Zap aria-hidden />
          <Trans>Quick edit</Trans>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.edit(item)}
          aria-label={t`Edit ${name}`}
        >
          <Pencil aria-hidden />
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.remove(item)}
          aria-label={t`Remove ${name}`}
        >
          <Trash2 aria-hidden />
          <Trans>Remove</Trans>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => actions.split(item)}
          aria-label={t`Split ${name} in two`}
          title={t`Split in two`}
        >
          <Split aria-hidden />
        </Button>
        {movable && (
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.merge(item)}
            disabled={last}
            aria-label={t`Merge ${name} with the next item`}
            title={t`Merge with the next item`}
          >
            <Combine aria-hidden />
          </Button>
        )}
        {movable && (
          <span className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Move ${name} up`}
              disabled={first}
              onClick={() => actions.move(item, -1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Move ${name} down`}
              disabled={last}
              onClick={() => actions.move(item, 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
          </span>
        )}
      </div>
      {/* After the dish's actions: Tab from 'Looks right' reaches Quick edit first. */}
      <AvailableSwitch
        checked={item.available}
        onChange={(available) => actions.setAvailable(item, available)}
      />
    </li>
  );
});
