import { z } from 'zod';
import { LOCALES } from './locales.ts';

export { DEFAULT_LOCALE, isLocale, LOCALES, localeFromBrowser, type Locale } from './locales.ts';

/** A language as stored on a staff entry or read from a form. */
export const localeSchema = z.enum(LOCALES);
