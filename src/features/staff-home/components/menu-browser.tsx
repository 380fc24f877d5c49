import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StaffMembership } from '@/backend/port';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { FoldableCategories } from '@/components/menu/foldable-categories';
import { SectionAddOnsList } from '@/components/menu/section-add-ons-list';
import { regimeOrLocale } from '@/domain/allergens';
import { allergenOptions, facets, filterMenu, withoutWord } from '@/domain/menu-filter';
import { currentLocale } from '@/i18n';
import { allergenBadges } from '../lib/allergen-badges';
import { groupByCategory } from '@/domain/menu-rules';
import { priceFormatter } from '@/domain/price-style';
import { addOnsOf } from '@/domain/section-add-ons';
import { useStaffMenus } from '../api/queries';
import { currentMenu } from '@/domain/current-menu';

/**
 * The restaurant's current menus, read-only, with search and a dietary / allergen filter, under
 * the restaurant's allergen rules (this device's locale only when the manager never chose them).
 * `focusItemId` (a dish linked from an update) picks its menu, and is scrolled to and marked.
 */
export function MenuBrowser({
  membership,
  focusItemId = null,
}: {
  membership: StaffMembership;
  focusItemId?: string | null;
}) {
  const { t } = useLingui();
  const regime = regimeOrLocale(membership.allergenRegime);
  const { data, isError } = useStaffMenus(membership);
  const [menuId, setMenuId] = useState('');
  const [query, setQuery] = useState('');
  const [diet, setDiet] = useState('');
  const [without, setWithout] = useState('');
  const menus = useMemo(() => (data ?? []).filter((m) => m.items.length > 0), [data]);
  const focusMenu = focusItemId && menus.find((m) => m.items.some((i) => i.id === focusItemId));
  const menu = currentMenu(menus, { chosen: menuId || (focusMenu ? focusMenu.id : null) });
  const focused = useRef<HTMLLIElement>(null);
  // Once the dish's menu is on screen; focus follows so keyboard and screen-reader users land there.
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'center' });
    focused.current?.focus({ preventScroll: true });
  }, [focusItemId, menu?.id]);
  const diets = useMemo(() => facets(menu?.items ?? []).diets, [menu]);
  const locale = currentLocale();
  const allergens = useMemo(
    () => allergenOptions(menu?.items ?? [], regime, locale),
    [menu, regime, locale],
  );
  const formatPrice = useMemo(
    () => priceFormatter((menu?.items ?? []).map((i) => i.price)),
    [menu],
  );
  // Data kept for offline use stays on screen when a refresh fails: only no data is an error.
  if (data === undefined)
    return isError ? (
      <p role="alert">{t`Menus could not be loaded.`}</p>
    ) : (
      <Spinner label={t`Loading menus...`} />
    );
  if (!menu) return <p className="py-8 text-center text-muted-foreground">{t`No menus yet.`}</p>;
  // A choice from another menu (an id here, a listed word there) filters nothing it cannot show.
  const avoid = allergens.some((a) => a.value === without) ? without : '';
  const { items, notConfirmed } = filterMenu(menu.items, { query, diet, without: avoid });
  const groups = groupByCategory(items);
  const shown = items.length;
  const total = menu.items.length;
  const word = withoutWord(avoid, regime, locale);
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="staff-menu">
            <Trans>Menu</Trans>
          </Label>
          <NativeSelect id="staff-menu" value={menu.id} onChange={(e) => setMenuId(e.target.value)}>
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="staff-search">
            <Trans>Search the menu</Trans>
          </Label>
          <Input
            id="staff-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t`Dish or ingredient`}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="staff-diet">
            <Trans>Dietary</Trans>
          </Label>
          <NativeSelect id="staff-diet" value={diet} onChange={(e) => setDiet(e.target.value)}>
            <option value="">{t`Any`}</option>
            {diets.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="staff-without">
            <Trans>Without allergen</Trans>
          </Label>
          <NativeSelect
            id="staff-without"
            value={avoid}
            onChange={(e) => setWithout(e.target.value)}
          >
            <option value="">{t`None`}</option>
            {allergens.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t`${shown} of ${total} items` +
          (notConfirmed > 0
            ? ` · ${t`${notConfirmed} not confirmed for ${word}: ask the kitchen`}`
            : '')}
      </p>
      <FoldableCategories groups={groups} idPrefix="staff-category">
        {(list, category) => (
          <>
            <ul className="grid gap-2">
              {list.map((i) => {
                const badges = allergenBadges(i, regime);
                const linked = i.id === focusItemId;
                return (
                  <li
                    key={i.id}
                    ref={linked ? focused : undefined}
                    tabIndex={linked ? -1 : undefined}
                    aria-current={linked || undefined}
                    aria-label={i.name}
                    className={`grid gap-1 rounded-lg border p-3 [contain-intrinsic-size:auto_6rem] [content-visibility:auto] ${linked ? 'border-primary bg-accent outline-hidden ring-2 ring-primary' : ''}`}
                  >
                    <div className="flex items-start justify-between gap-2">
                      {/* Off for tonight (86'd): still listed, so staff can answer a guest. */}
                      <span
                        className={`min-w-0 wrap-break-word font-medium ${i.available ? '' : 'text-muted-foreground line-through'}`}
                      >
                        {i.name}
                      </span>
                      <span className="shrink-0 text-primary">{formatPrice(i.price)}</span>
                    </div>
                    {!i.available && (
                      <Badge variant="outline" className="w-fit border-dashed">
                        <Trans>Not available today</Trans>
                      </Badge>
                    )}
                    {i.description && (
                      <p className="text-sm text-muted-foreground">{i.description}</p>
                    )}
                    {(i.dietary.length > 0 || badges.length > 0) && (
                      <div className="flex flex-wrap gap-1">
                        {i.dietary.map((d) => (
                          <Badge key={d} variant="secondary">
                            {d}
                          </Badge>
                        ))}
                        {badges.map((b) => (
                          <Badge key={b} variant="outline">
                            {b}
                          </Badge>
                        ))}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <SectionAddOnsList category={category} addOns={addOnsOf(menu.addOns ?? [], category)} />
          </>
        )}
      </FoldableCategories>
    </div>
  );
}
