import { z } from 'zod';

/**
 * The languages staff can be briefed in. One Spanish serves Spain and the Americas alike: what
 * differs between them on a menu (the allergen names) follows the restaurant's regime, not the
 * reader's dialect (see allergen-glossary.ts).
 */
export const LOCALES = ['en', 'es'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** The spec's strings are English: anyone whose language we do not have reads those. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The first of the browser's preferred languages (navigator.languages, most preferred first) that
 * we have, by its language subtag ('es-MX' -> 'es', 'en_GB' -> 'en'); English when none is.
 * Order matters: someone who prefers French, then Spanish, reads Spanish rather than English.
 */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    const parsed = localeSchema.safeParse(language);
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_LOCALE;
}
