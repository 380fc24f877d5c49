import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '@/locales/en/messages.po';
import { DEFAULT_LOCALE, isLocale, localeFromBrowser, type Locale } from '@/domain/i18n/locales';

/**
 * The language the app is shown in: a staff member's or manager's own pick, kept on this device,
 * else the browser's. `pseudo` is not offered to anyone: the catalog test switches to it to find
 * text that bypasses the catalogs.
 */
export type AppLocale = Locale | 'pseudo';

const STORAGE_KEY = 'preshift.locale';

// English is the source and the fallback, so it ships with the first page; other languages load
// when someone picks them.
const loaders: Record<Exclude<AppLocale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('@/locales/es/messages.po'),
  pseudo: () => import('@/locales/pseudo/messages.po'),
};

// Active from the first import, so text looked up before startLocale() (or in tests) is English.
i18n.loadAndActivate({ locale: 'en', messages: english });
const loaded = new Set<AppLocale>(['en']);

function parseAppLocale(value: string | null): AppLocale | undefined {
  return value === 'pseudo' || isLocale(value) ? value : undefined;
}

/** The stored pick, else the browser's languages; storage that cannot be read counts as none. */
export function preferredLocale(): AppLocale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, a policy): the browser's languages decide.
  }
  return parseAppLocale(stored) ?? localeFromBrowser(navigator.languages ?? [navigator.language]);
}

/**
 * Loads the language's catalog and shows the app in it. A catalog that fails to load (offline
 * before it was ever cached) leaves the app in the language it was in, and says so to the caller.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (locale !== 'en' && !loaded.has(locale)) {
    i18n.load(locale, (await loaders[locale]()).messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  // Screen readers pick their voice from it; the pseudo-locale is English underneath.
  if (typeof document !== 'undefined')
    document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/** The person picked a language on this device: shown now and remembered. */
export async function chooseLocale(locale: AppLocale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered on this device; the app is still shown in it until the page reloads.
  }
}

/** Before the first render: the app in the preferred language, English if its catalog fails. */
export async function startLocale(): Promise<void> {
  try {
    await activateLocale(preferredLocale());
  } catch {
    await activateLocale(DEFAULT_LOCALE);
  }
}

/** The language the app is shown in now, as the locale for Intl formatting. */
export function currentLocale(): Locale {
  return i18n.locale === 'es' ? 'es' : 'en';
}

export { i18n };
