import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import type { ItemChange } from '@/domain/change-set';
import type { MenuChange } from '@/domain/notification';
import { priceFormatter } from '@/domain/price-style';
import { ChangeSetList } from './change-set-list';
import { CheckList } from './check-list';

type Props = {
  items: MenuChange[];
  fromChanges: boolean;
  /** The change set of the ticked items, when they are changes. */
  changeSet: ItemChange[];
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
};

/** What the update is about: the unannounced changes, or the current menu's items. */
export function ItemsTab({ items, fromChanges, changeSet, selected, onChange }: Props) {
  const { t } = useLingui();
  const formatPrice = useMemo(() => priceFormatter(items.map((i) => i.price)), [items]);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {fromChanges
          ? t`Changes since your last update.`
          : t`No changes since your last update. Pick the items of your current menu to brief staff on.`}
      </p>
      <CheckList
        legend={t`Menu items`}
        testId="Menu items"
        selected={selected}
        onChange={onChange}
        rows={items.map((i) => ({
          id: i.id,
          label: (
            <span className="flex flex-wrap items-center gap-2">
              {i.name} <span className="text-muted-foreground">{formatPrice(i.price)}</span>
              {i.isNew && (
                <Badge>
                  <Trans>New</Trans>
                </Badge>
              )}
              {i.isUpdated && (
                <Badge variant="secondary">
                  <Trans>Updated</Trans>
                </Badge>
              )}
            </span>
          ),
          detail: i.details,
        }))}
      />
      {fromChanges && <ChangeSetList changes={changeSet} />}
    </>
  );
}
