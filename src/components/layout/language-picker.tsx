import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LANGUAGE_NAMES, LOCALES } from '@/domain/i18n/locales';
import { chooseLocale, currentLocale } from '@/i18n';

type Props = { className?: string };

/**
 * The language this device shows the app in, for anyone, signed in or not. A staff member's
 * language on their team (what updates and e-mails are written in) is set on their staff home.
 */
export function LanguagePicker({ className }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [failed, setFailed] = useState(false);
  // Re-rendered by the provider when the language changes; i18n.locale is the one shown.
  const shown = i18n.locale === 'pseudo' ? currentLocale() : i18n.locale;
  return (
    // Plain classes and a plain select: cn() and NativeSelect would bring tailwind-merge onto the
    // landing page's budget.
    <div className={`flex items-center ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={shown}
        className="min-h-11 rounded-md border border-input bg-background px-2 py-1 text-base focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring md:min-h-9 md:text-sm"
        onChange={(e) => {
          const picked = LOCALES.find((l) => l === e.target.value);
          if (!picked) return;
          setFailed(false);
          // Offline before the catalog was ever fetched: the app stays in the language it is in.
          chooseLocale(picked).catch(() => setFailed(true));
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="ms-2 text-xs text-destructive">
          {t`That language could not be loaded. Check your connection and try again.`}
        </p>
      )}
    </div>
  );
}
