/**
 * The languages staff can be briefed in. One Spanish serves Spain and the Americas alike: what
 * differs between them on a menu (the allergen names) follows the restaurant's regime, not the
 * reader's dialect (see allergen-glossary.ts).
 *
 * Kept free of zod: the first page imports this to pick its language, and zod is not on its budget.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The spec's strings are English: anyone whose language we do not have reads those. */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first of the browser's preferred languages (navigator.languages, most preferred first) that
 * we have, by its language subtag ('es-MX' -> 'es', 'en_GB' -> 'en'); English when none is.
 * Order matters: someone who prefers French, then Spanish, reads Spanish rather than English.
 */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** Each language named in itself, so a person finds theirs whatever the screen is shown in. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
};
