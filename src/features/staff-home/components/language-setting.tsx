import { useLingui } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { StaffMembership } from '@/backend/port';
import { LOCALES, localeFromBrowser, localeSchema, type Locale } from '@/domain/i18n/locale';
import { LANGUAGE_LABELS, languageLabel } from '@/i18n/staff-labels';
import { activateLocale, chooseLocale, currentLocale, type AppLocale } from '@/i18n';
import { useSetLanguage } from '../api/mutations';

type Props = { userId: string; membership: StaffMembership };

const browserLocale = () =>
  localeFromBrowser(globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? '']);

/** Shows the app in the picked language (null: the browser's) at once, before it is saved. */
function show(picked: Locale | null): Promise<void> {
  return picked ? chooseLocale(picked) : activateLocale(browserLocale());
}

/**
 * The person's own language, saved as they pick it (no Save button: one choice, one write), and
 * the language the screens switch to at once. While it is being saved the new choice stays on
 * screen; a failure says so, shows the stored one and puts the screens back as they were.
 */
export function LanguageSetting({ userId, membership }: Props) {
  const { t, i18n } = useLingui();
  const save = useSetLanguage(userId, membership);
  const stored = membership.language ?? null;
  const shown = save.isPending ? save.variables : stored;
  const pick = (picked: Locale | null) => {
    const before: AppLocale = i18n.locale === 'pseudo' ? 'pseudo' : currentLocale();
    // A catalog that cannot be fetched (offline) leaves the screens as they are; the choice is
    // still saved for the updates and e-mails written for this person.
    show(picked).catch((error: unknown) => console.warn('[i18n] language not loaded', error));
    save.mutate(picked, {
      onError: () =>
        void (before === 'pseudo' ? activateLocale(before) : chooseLocale(before)).catch(() => {}),
    });
  };
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor="staff-language">{t`Language`}</Label>
      <NativeSelect
        id="staff-language"
        value={shown ?? ''}
        onChange={(e) => {
          const picked = localeSchema.safeParse(e.target.value);
          pick(picked.success ? picked.data : null);
        }}
      >
        <option value="">{languageLabel(null)}</option>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_LABELS[l]}
          </option>
        ))}
      </NativeSelect>
      {/* A live region present from the start, so the word 'saved' is announced when it comes. */}
      <p role="status" className="text-xs text-muted-foreground">
        {save.isSuccess ? t`Language saved.` : ''}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t`Your language could not be saved. Check your connection and try again.`}
        </p>
      )}
    </div>
  );
}
