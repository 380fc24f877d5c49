import { useEffect } from 'react';
import type { Locale } from '@/domain/i18n/locale';
import { chooseLocale, i18n } from '@/i18n';

/**
 * The person's saved language (on their staff entry, ADR 0042) is what the staff home is shown
 * in: someone who chose Español on one phone reads Spanish on the next as soon as their team is
 * read. Only when the stored choice differs from what is shown, and only when it changes, so a
 * language picked afterwards on this device is not taken back. No choice: the device's pick or
 * the browser's, as for anyone (ADR 0043).
 */
export function useMembershipLocale(language: Locale | null | undefined): void {
  useEffect(() => {
    // The pseudo-locale is the catalog test's: left alone.
    if (!language || i18n.locale === language || i18n.locale === 'pseudo') return;
    chooseLocale(language).catch((error: unknown) =>
      // Offline before the catalog was ever fetched: the app stays in the language it is in.
      console.warn('[i18n] could not show the saved language', error),
    );
  }, [language]);
}
