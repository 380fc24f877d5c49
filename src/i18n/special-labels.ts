import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SpecialCategory } from '@/domain/special';

/*
 * How a special's category is named, in the language shown. Wording for screens, so it lives
 * here and not in src/domain (issue 44); here rather than in a feature because the manager's
 * specials and the staff home both show it, and features do not import each other.
 */

const CATEGORY_LABELS: Record<SpecialCategory, MessageDescriptor> = {
  'Special Offers': msg`Special Offers`,
  'Limited Time': msg`Limited Time`,
  "Chef's Selection": msg`Chef's Selection`,
  'Holiday Specials': msg`Holiday Specials`,
};

/**
 * A category as people read it: the four offered ones in the language shown; one the manager
 * typed is theirs, shown as written. The stored value stays the English one.
 */
export function specialCategoryLabel(category: string): string {
  const label = (CATEGORY_LABELS as Record<string, MessageDescriptor | undefined>)[category];
  return label ? i18n._(label) : category;
}
