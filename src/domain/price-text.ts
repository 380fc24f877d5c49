/**
 * Reads a menu price as typed ('$17', '12,50 €', '12 / 18', 'CHF 14.–') into its parts, before
 * anything is known about the menu's locale. Only the shapes read with confidence come back; the
 * rest is null so that callers show the text as typed.
 */

export type Separator = '.' | ',';

/** A number as typed: integer digits without grouping, and the fraction with its separator. */
export interface NumberText {
  digits: string;
  /** The thousands separator it was written with ('1.200,50'), if any. */
  grouped?: Separator;
  /** Digits after the decimal separator; '' for a dash meaning none ('14.–', '12,-'). */
  fraction?: { sep: Separator; digits: string };
  /** '1.200': one separator then three digits, 1.2 or 1200 depending on the menu. */
  ambiguous?: boolean;
}

export interface AmountText {
  number: NumberText;
  /** Currency mark as typed ('$', 'zł', 'CHF'), '' when none. */
  mark: string;
  markBefore: boolean;
  spaced: boolean;
}

/** Amounts separated by '/' or '|', with digit-free words either side ('from 18', '18 pp'). */
export interface PriceText {
  before: string;
  amounts: AmountText[];
  after: string;
}

// Codes and words that mean money only next to a number; symbols come from Unicode (\p{Sc}).
const CODES =
  'USD EUR GBP CHF PLN CZK HUF SEK NOK DKK ISK RON BGN TRY RUB UAH ILS AED SAR QAR KWD BHD OMR ' +
  'JOD EGP MAD TND ZAR NGN KES INR PKR LKR THB VND IDR MYR SGD PHP HKD TWD CNY RMB JPY KRW ' +
  'AUD NZD CAD MXN BRL ARS CLP COP PEN';

// Managers type codes in lower case too ('12 eur'); a few only, as words like 'pen' are not money.
const LOWER_CODES = 'eur usd gbp chf pln czk huf sek nok dkk';
const WORDS =
  'zł zl kr. kr Kr Kč Ft Rp RM Rs. Rs TL lei Lei KD BD JD DT Dhs DH лв грн руб. руб R ' +
  LOWER_CODES;

// One currency written several ways, keyed by one spelling. '$', '¥', 'kr' and 'Rs' name several
// currencies, so codes are not folded into them.
const SAME_CURRENCY = [
  '€ EUR',
  '£ GBP',
  'zł PLN zl',
  'Kč CZK',
  'Ft HUF',
  '₺ TRY TL',
  '₽ RUB руб руб.',
  '₴ UAH грн',
  'лв BGN',
  'lei RON Lei',
  'Rp IDR',
  'RM MYR',
  'R ZAR',
  'KD KWD',
  'BD BHD',
  'JD JOD',
  'DT TND',
  'kr kr. Kr',
  'Rs Rs.',
];
const KEYS = new Map(
  SAME_CURRENCY.flatMap((line) => line.split(' ').map((m, _, [key]) => [m, key] as const)),
);
// Currencies with 1000 minor units: there '3.500' is three and a half, not three thousand.
const THREE_DECIMALS = new Set(['KD', 'BD', 'JD', 'DT', 'OMR']);

/** One spelling per currency, to compare marks: 'EUR', 'eur' and '€' are all '€'. */
export const currencyKey = (mark: string) => {
  const code = LOWER_CODES.split(' ').includes(mark) ? mark.toUpperCase() : mark;
  return KEYS.get(code) ?? code;
};
export const hasThreeDecimals = (mark: string) => THREE_DECIMALS.has(currencyKey(mark));

const words = `${CODES} ${WORDS}`
  .split(' ')
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace('.', '\\.'));
const MARK = `(?<!\\p{L})(?:[A-Z]{0,3}\\p{Sc}|(?:${words.join('|')})(?!\\p{L}))`;
const NUMBER = '\\d+(?:[.,]\\d+)*(?:[.,][-–—]+)?';
const SPACE = '[ \\u00a0\\u202f]?';
const AMOUNT = new RegExp(`(?:(${MARK})${SPACE})?(${NUMBER})(?:${SPACE}(${MARK}))?`, 'gu');
const ALTERNATIVE = /^\s*[/|]{1,2}\s*$/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

const other = (sep: Separator): Separator => (sep === '.' ? ',' : '.');

/** Thousands groups: 1-3 digits, then groups of exactly three ('1.234.567'). */
const isGrouping = (parts: string[]) =>
  parts[0].length <= 3 && parts.slice(1).every((p) => p.length === 3);

export function readNumber(token: string): NumberText | null {
  const dash = /([.,])[-–—]+$/.exec(token);
  const body = dash ? token.slice(0, dash.index) : token;
  const parts = body.split(/[.,]/);
  const seps = (body.match(/[.,]/g) ?? []) as Separator[];
  const last = seps.at(-1);
  if (dash) {
    const sep = dash[1] as Separator;
    if (!last) return { digits: body, fraction: { sep, digits: '' } };
    if (seps.some((s) => s === sep) || !isGrouping(parts)) return null;
    return { digits: parts.join(''), grouped: last, fraction: { sep, digits: '' } };
  }
  if (!last) return { digits: body };
  if (seps.every((s) => s === last)) {
    if (seps.length > 1)
      return isGrouping(parts) ? { digits: parts.join(''), grouped: last } : null;
    const [int, frac] = parts;
    // '0.750' and '1200.500' can only be decimals; '1.200' can be either.
    const ambiguous = frac.length === 3 && /^[1-9]\d{0,2}$/.test(int);
    return { digits: int, fraction: { sep: last, digits: frac }, ...(ambiguous && { ambiguous }) };
  }
  const groups = seps.slice(0, -1);
  if (groups.some((s) => s !== other(last)) || !isGrouping(parts.slice(0, -1))) return null;
  return {
    digits: parts.slice(0, -1).join(''),
    grouped: other(last),
    fraction: { sep: last, digits: parts.at(-1) ?? '' },
  };
}

export function readPriceText(raw: string): PriceText | null {
  const text = raw.trim();
  const matches = [...text.matchAll(AMOUNT)];
  if (matches.length === 0) return null;
  const amounts: AmountText[] = [];
  let end = 0;
  for (const [i, m] of matches.entries()) {
    const [whole, before = '', token, after = ''] = m;
    const start = m.index;
    // '12oz', 'x2', '9 glass / 14 bottle', '18 (add 6)': not a price alone, keep as typed.
    if (WORD_CHAR.test(text[start - 1] ?? '') || WORD_CHAR.test(text[start + whole.length] ?? ''))
      return null;
    if (i > 0 && !ALTERNATIVE.test(text.slice(end, start))) return null;
    if (before && after) return null;
    const number = readNumber(token);
    if (!number) return null;
    const mark = before || after;
    amounts.push({
      number,
      mark,
      markBefore: !!before,
      spaced: whole.length > mark.length + token.length,
    });
    end = start + whole.length;
  }
  const marks = new Set(amounts.map((a) => a.mark).filter(Boolean));
  const outside = text.slice(0, matches[0].index) + text.slice(end);
  // A digit or money symbol left outside the amounts ('a€12', '١٢') is more than one price.
  if (marks.size > 1 || /[\p{N}\p{Sc}]/u.test(outside)) return null;
  return { before: text.slice(0, matches[0].index), amounts, after: text.slice(end) };
}
