import { t } from '@lingui/core/macro';
import { REGIME_ALLERGENS, stateOf, type Regime } from '@/domain/allergens';
import type { SavedMenu } from '@/domain/menu';
import { csvFileName, csvText } from '@/lib/csv';
import { allergenLabelShown, stateWord } from './state-look';

/**
 * Menu, category, item, then one column per allergen of the regime, in the law's order; the
 * headings and states in the language shown (dish names as printed on the menu).
 */
export function allergenCsv(menus: readonly SavedMenu[], regime: Regime): string {
  const allergens = REGIME_ALLERGENS[regime];
  const rows: string[][] = [
    [t`Menu`, t`Category`, t`Item`, ...allergens.map((id) => allergenLabelShown(id, regime))],
  ];
  for (const menu of menus) {
    for (const item of menu.items) {
      rows.push([
        menu.name,
        item.category,
        item.name,
        ...allergens.map((id) => stateWord(stateOf(item.allergenStates, id))),
      ]);
    }
  }
  return csvText(rows);
}

/** `allergens-<restaurant>-<yyyy-mm-dd>.csv`, the name reduced to letters, digits and dashes. */
export function allergenCsvFileName(restaurantName: string, date: Date): string {
  return csvFileName('allergens', restaurantName, date);
}
