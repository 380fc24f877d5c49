import { Trans } from '@lingui/react/macro';
import type { Locale } from '@/domain/i18n/locale';
import { LANGUAGE_LABELS } from '@/i18n/staff-labels';

/**
 * The language a manager chose or the person chose, as a short code beside their name ('ES');
 * nothing when none was chosen (their browser decides). Screen readers hear the language's name.
 */
export function StaffLanguageTag({ language }: { language: Locale | null | undefined }) {
  if (!language) return null;
  const name = LANGUAGE_LABELS[language];
  return (
    <span className="rounded border px-1.5 text-xs font-medium uppercase text-muted-foreground">
      <span aria-hidden>{language}</span>
      <span className="sr-only">
        <Trans>Language: {name}</Trans>
      </span>
    </span>
  );
}
