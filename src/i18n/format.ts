import { i18n } from '@lingui/core';

/** The Intl locale of the language shown: English dates read as in the spec (US order). */
function intlLocale(): string {
  return i18n.locale === 'es' ? 'es' : 'en-US';
}

const DATE_STYLES = {
  /** 'Nov 26, 2026' / '26 nov 2026' */
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Nov 26, 2026, 9:17 AM' / '26 nov 2026, 9:17' */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** '9:17 AM' / '9:17' */
  time: { timeStyle: 'short' },
  /** 'Thursday, November 26' / 'jueves, 26 de noviembre' */
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A date in the language shown; `fallback` for a value that is not a date. */
export function formatDate(value: Date | string, style: DateStyle = 'date', fallback = ''): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(intlLocale(), DATE_STYLES[style]).format(date);
}

/** A count or amount with the language's digit grouping ('1,234' / '1234', '12,345' / '12.345'). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}
