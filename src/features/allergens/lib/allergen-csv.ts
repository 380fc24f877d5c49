import { t } from '@lingui/core/macro';
import { REGIME_ALLERGENS, stateOf, type Regime } from '@/domain/allergens';
import type { SavedMenu } from '@/domain/menu';
import { allergenLabelShown, stateWord } from './state-look';

/** Excel reads a UTF-8 file as the local code page unless it starts with this mark. */
const BOM = '\uFEFF';

/**
 * One field, quoted when it holds a comma, quote or line break (RFC 4180). A field a spreadsheet
 * would run as a formula (=, +, -, @) gets a leading apostrophe: dish names come from imports.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
  return BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const isoDay = (date: Date) =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/** `allergens-<restaurant>-<yyyy-mm-dd>.csv`, the name reduced to letters, digits and dashes. */
export function allergenCsvFileName(restaurantName: string, date: Date): string {
  const slug =
    restaurantName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'restaurant';
  return `allergens-${slug}-${isoDay(date)}.csv`;
}
