import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import {
  confirmAllSuggestions,
  confirmSuggestion,
  pendingSuggestions,
  REGIME_ALLERGENS,
  setState,
  type AllergenStates,
  type Regime,
} from '@/domain/allergens';
import type { MenuItem, SavedMenu } from '@/domain/menu';
import { groupByCategory } from '@/domain/menu-rules';
import { cn } from '@/lib/utils';
import { allergenHeadingShown, allergenLabelShown } from '../lib/state-look';
import { AllergenCell } from './allergen-cell';

export type EditStates = (
  menuId: string,
  itemId: string,
  change: (states: AllergenStates) => AllergenStates,
) => void;

type Props = {
  menus: readonly SavedMenu[];
  regime: Regime;
  /** Names the menu in each group heading, when more than one menu is shown. */
  showMenuName: boolean;
  onEdit: EditStates;
};

// Sticky on screen so the dish and the allergen stay in view; static on paper, where nothing scrolls.
const stickyLeft = 'sticky left-0 z-10 bg-background print:static';

function ItemRow({
  menuId,
  item,
  regime,
  onEdit,
}: { menuId: string; item: MenuItem } & Pick<Props, 'regime' | 'onEdit'>) {
  const { t } = useLingui();
  const itemName = item.name;
  const allergens = REGIME_ALLERGENS[regime];
  // 'Confirm all' only fills undecided rows, so it is offered only when there is one to fill.
  const undecided = pendingSuggestions(item.allergenStates, regime).some(
    (p) => p.state === 'not_confirmed',
  );
  const edit = (change: (s: AllergenStates) => AllergenStates) => onEdit(menuId, item.id, change);
  return (
    <tr className="border-b print:break-inside-avoid">
      <th
        scope="row"
        className={cn(
          stickyLeft,
          'max-w-36 px-2 py-1 text-left font-medium sm:max-w-56 print:max-w-none',
        )}
      >
        <span className="block wrap-break-word">{item.name}</span>
        {undecided && (
          <Button
            size="sm"
            variant="outline"
            className="mt-1 h-auto px-2 text-xs print:hidden"
            aria-label={t`Confirm all for ${itemName}`}
            onClick={() => edit(confirmAllSuggestions)}
          >
            <Trans>Confirm all</Trans>
          </Button>
        )}
      </th>
      {allergens.map((id) => (
        <td key={id} className="p-0.5 text-center print:p-0">
          <AllergenCell
            itemName={item.name}
            label={allergenHeadingShown(id, regime)}
            entry={item.allergenStates?.[id]}
            onSet={(state) => edit((s) => setState(s, id, state))}
            onConfirm={() => edit((s) => confirmSuggestion(s, id))}
          />
        </td>
      ))}
    </tr>
  );
}

/** Dishes down, the regime's allergens across, grouped by menu and category. */
export function AllergenMatrix({ menus, regime, showMenuName, onEdit }: Props) {
  const { t } = useLingui();
  const allergens = REGIME_ALLERGENS[regime];
  return (
    <div
      role="region"
      aria-label={t`Allergen matrix`}
      tabIndex={0}
      // relative: screen-reader-only text in the cells is positioned; without a positioned scroll
      // box it escapes it and widens the page.
      className="relative max-h-[calc(100dvh-12rem)] overflow-auto rounded-md border focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring print:max-h-none print:overflow-visible print:rounded-none print:border-0"
    >
      <table className="w-full border-collapse text-sm print:text-[8pt]">
        <caption className="sr-only">
          <Trans>Allergens of each dish</Trans>
        </caption>
        <thead className="sticky top-0 z-20 bg-background print:static">
          <tr className="border-b">
            <th scope="col" className={cn(stickyLeft, 'z-30 px-2 py-2 text-left')}>
              <Trans>Item</Trans>
            </th>
            {allergens.map((id) => (
              <th
                key={id}
                scope="col"
                title={allergenLabelShown(id, regime)}
                className="px-1 py-2 text-center text-xs font-medium print:px-0 print:align-bottom"
              >
                {/* Turned on paper, so fourteen narrow columns fit across a landscape page. */}
                <span className="print:inline-block print:rotate-180 print:whitespace-nowrap print:[writing-mode:vertical-rl]">
                  {allergenHeadingShown(id, regime)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {menus.map((menu) =>
          groupByCategory(menu.items).map(([category, items]) => (
            <tbody key={`${menu.id}:${category}`}>
              <tr className="bg-muted/60 print:bg-transparent">
                <th scope="rowgroup" colSpan={allergens.length + 1} className="px-2 py-1 text-left">
                  <span className="sticky left-2 print:static">
                    {showMenuName ? `${menu.name} · ${category}` : category}
                  </span>
                </th>
              </tr>
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  menuId={menu.id}
                  item={item}
                  regime={regime}
                  onEdit={onEdit}
                />
              ))}
            </tbody>
          )),
        )}
      </table>
    </div>
  );
}
