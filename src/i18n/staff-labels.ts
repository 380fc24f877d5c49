import { t } from '@lingui/core/macro';
import { isValid, parseISO } from 'date-fns';
import type { Locale } from '@/domain/i18n/locale';
import { LANGUAGE_NAMES } from '@/domain/i18n/locales';
import type { NotificationPreference } from '@/domain/staff';
import { formatDate } from './format';

/*
 * How the staff directory and a person's own settings name a staff entry's fields, in the
 * language shown. Wording for screens, so it lives here and not in src/domain (issue 44).
 */

/**
 * Short month, day, year ('Nov 22, 2026' / '22 nov 2026'); 'N/A' when the date is missing or
 * unreadable. In the language shown when it is called.
 */
export function formatStaffDate(iso: string | undefined): string {
  const date = iso ? parseISO(iso) : undefined;
  return date && isValid(date) ? formatDate(date, 'date') : t`N/A`;
}

/** Read in the language shown at the moment a label is looked up (getters, not frozen strings). */
export const PREFERENCE_LABELS: Record<NotificationPreference, string> = {
  get email() {
    return t`Email`;
  },
  get app() {
    return t`App`;
  },
  get both() {
    return t`Both`;
  },
};

/** Each language in its own name, as a speaker looks for it in a list. */
export const LANGUAGE_LABELS: Record<Locale, string> = LANGUAGE_NAMES;

/**
 * What a stored null means: the person's browser decides. The English text, kept for code that
 * compares with it; screens show `languageLabel(null)`, which is in the language shown.
 */
export const BROWSER_DEFAULT_LABEL = 'Browser default';

/** A person's language as the directory names it ('Browser default' in the language shown). */
export const languageLabel = (language: Locale | null | undefined): string =>
  language ? LANGUAGE_LABELS[language] : t`Browser default`;
