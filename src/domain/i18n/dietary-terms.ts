import type { Locale } from './locale.ts';

/**
 * Spanish for the dietary tags the menu reader writes (lib/menu-parser/dietary.ts normalises
 * codes and words to these), each as it reads after 'es' ('ahora es vegano'). A tag a manager
 * typed in other words is the menu's own text and stays as printed, quoted as a label.
 */
const SPANISH: Record<string, string> = {
  vegan: 'vegano',
  vegetarian: 'vegetariano',
  'gluten-free': 'sin gluten',
  'dairy-free': 'sin lácteos',
  'nut-free': 'sin frutos secos',
  halal: 'halal',
  kosher: 'kosher',
};

/** The tag in the language when the glossary knows it; undefined when it stays as printed. */
export function dietaryTermIn(locale: Locale, tag: string): string | undefined {
  if (locale === 'en') return tag;
  return SPANISH[tag.trim().toLowerCase()];
}

/** The tag as a name in a question ('etiqueta vegano' / 'etiqueta «GF»'). */
export const dietaryTagIn = (locale: Locale, tag: string) =>
  dietaryTermIn(locale, tag) ?? `«${tag}»`;
