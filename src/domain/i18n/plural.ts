import type { Locale } from './locale.ts';

type Forms = { one: string; other: string };

const CHANGE: Record<Locale, Forms> = {
  en: { one: 'change', other: 'changes' },
  es: { one: 'cambio', other: 'cambios' },
};

/**
 * A count with its noun in the language's plural form. Intl.PluralRules decides, not `n === 1`:
 * Spanish also has a 'many' category (for round millions), which takes the plural noun here.
 */
export function countIn(locale: Locale, n: number, forms: Record<Locale, Forms>): string {
  const category = new Intl.PluralRules(locale).select(n);
  const noun = category === 'one' ? forms[locale].one : forms[locale].other;
  return `${new Intl.NumberFormat(locale).format(n)} ${noun}`;
}

/** '1 change' / '2 changes', '1 cambio' / '2 cambios'. */
export const changesCountIn = (locale: Locale, n: number) => countIn(locale, n, CHANGE);
