import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, localeFromBrowser, localeSchema } from './locale';

describe('localeFromBrowser', () => {
  it('reads Spanish from any Spanish browser and English otherwise', () => {
    expect(localeFromBrowser(['es-MX', 'en-US'])).toBe('es');
    expect(localeFromBrowser(['es'])).toBe('es');
    expect(localeFromBrowser(['ES_us'])).toBe('es');
    expect(localeFromBrowser(['en-GB', 'es-ES'])).toBe('en');
    expect(localeFromBrowser([])).toBe(DEFAULT_LOCALE);
    expect(localeFromBrowser(['de-DE'])).toBe('en');
  });

  it('takes the first language we have in the order of preference', () => {
    expect(localeFromBrowser(['fr-FR', 'es-ES', 'en'])).toBe('es');
    // 'est' (Estonian) is not Spanish for sharing its first letters.
    expect(localeFromBrowser(['et-EE', 'est'])).toBe('en');
  });

  it('accepts only the languages we have', () => {
    expect(localeSchema.safeParse('es').success).toBe(true);
    expect(localeSchema.safeParse('fr').success).toBe(false);
  });
});
