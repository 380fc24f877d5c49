import { t } from '@lingui/core/macro';
import type { Regime } from '@/domain/allergens';
import { heldAllergens } from '@/domain/menu-filter';
import type { MenuItem } from '@/domain/menu';
import { currentLocale } from '@/i18n';

/**
 * What the item's states say it holds, for badges in the language shown: 'Contains milk',
 * 'May contain sesame'.
 */
export function allergenBadges(item: MenuItem, regime: Regime): string[] {
  const { contains, mayContain } = heldAllergens(item, regime, currentLocale());
  return [
    ...contains.map((word) => t`Contains ${word}`),
    ...mayContain.map((word) => t`May contain ${word}`),
  ];
}
