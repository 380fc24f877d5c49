import { t } from '@lingui/core/macro';
import { isValid } from 'date-fns';
import {
  fromIsoDate,
  type DateRange,
  type IsoDate,
  type SpecialStatus,
} from '@/domain/special-rules';
import { formatDate } from '@/i18n';

/* How the specials screens word a special's dates and status, in the language shown. */

/** Read in the language shown at the moment a label is looked up (getters, not frozen strings). */
export const SPECIAL_STATUS_LABELS: Record<SpecialStatus, string> = {
  get active() {
    return t`Active now`;
  },
  get upcoming() {
    return t`Upcoming`;
  },
  get expired() {
    return t`Expired`;
  },
};

/** 'Nov 22, 2026' ('22 nov 2026' in Spanish): short month, day, year, in the language shown. */
export function formatSpecialDate(value: IsoDate): string {
  const date = fromIsoDate(value);
  return isValid(date) ? formatDate(date, 'date') : value;
}

/** The range in words for the list: 'Nov 22, 2026 – Nov 29, 2026', 'From …', 'Until …'. */
export function describeRange(range: DateRange): string {
  const start = range.startDate && formatSpecialDate(range.startDate);
  const end = range.endDate && formatSpecialDate(range.endDate);
  if (start && end) return `${start} – ${end}`;
  if (start) return t`From ${start}, no end date`;
  if (end) return t`Until ${end}`;
  return t`No date limits`;
}

/** Description of the 'Special added' toast: added from the start date to the end date. */
export function addedDescription(range: DateRange): string {
  const start = range.startDate && formatSpecialDate(range.startDate);
  const end = range.endDate && formatSpecialDate(range.endDate);
  if (start && end) return t`Added from ${start} to ${end}`;
  if (start) return t`Added from ${start} with no end date`;
  if (end) return t`Added until ${end}`;
  return t`Added with no date limits`;
}
