import {
  currencyKey,
  hasThreeDecimals,
  readPriceText,
  type NumberText,
  type PriceText,
  type Separator,
} from './price-text';

/**
 * How a menu writes its prices, taken from the prices themselves, so that '16' typed by the
 * manager shows as '$16' beside an imported '$17' instead of looking broken.
 */
export interface PriceStyle {
  /** The mark as the menu writes it ('$', '€', 'zł', 'R$', 'CHF'); '' for none. */
  currency: string;
  position: 'before' | 'after';
  /** A space between mark and number: '36 zł', 'CHF 14'. */
  spaced: boolean;
  decimal: Separator;
  /** Every price shows its cents ('17.00'); otherwise whole numbers, non-zero cents still shown. */
  showDecimals: boolean;
  /** Digits after the separator: 3 on menus in three-decimal currencies ('3.500 KD'). */
  minorDigits: 2 | 3;
}

export const DEFAULT_PRICE_STYLE: PriceStyle = {
  currency: '',
  position: 'before',
  spaced: false,
  decimal: '.',
  showDecimals: false,
  minorDigits: 2,
};

/** The values with the most votes, in the order first seen: one value, or a tie, or none. */
function leaders<T>(votes: T[]): T[] {
  const counts = new Map<T, number>();
  for (const v of votes) counts.set(v, (counts.get(v) ?? 0) + 1);
  let top = 0;
  for (const n of counts.values()) top = Math.max(top, n);
  return [...counts].filter(([, n]) => n === top).map(([v]) => v);
}
const majority = <T>(votes: T[], fallback: T) => {
  const top = leaders(votes);
  return top.length === 1 ? top[0] : fallback;
};
const present = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
const markedAmount = (price: PriceText) => price.amounts.find((a) => a.mark);

// '1.200' read one way or the other; only the fraction of an ambiguous number is touched.
const asDecimal = ({ ambiguous: _, ...n }: NumberText): NumberText => n;
const asThousands = (n: NumberText): NumberText =>
  n.fraction ? { digits: n.digits + n.fraction.digits, grouped: n.fraction.sep } : n;

/**
 * On a menu, '1.200' groups thousands when '.' is not the menu's decimal separator, and is 1.2
 * on a three-decimal menu that writes '.'; where '.' comes before two-digit cents neither reading
 * is safe, so null (shown as typed).
 */
function resolve(n: NumberText, style: PriceStyle): NumberText | null {
  if (!n.ambiguous || !n.fraction) return n;
  if (n.fraction.sep !== style.decimal) return asThousands(n);
  return style.minorDigits === 3 ? asDecimal(n) : null;
}

/** The decimal separator a number shows: its own, or the one its thousands separator implies. */
function decimalEvidence(n: NumberText): Separator | undefined {
  if (n.fraction) return n.fraction.sep;
  if (n.grouped) return n.grouped === '.' ? ',' : '.';
}

/**
 * The dominant style of a menu's prices: each piece of evidence (mark, its place, the separator,
 * cents shown) is a majority vote over the prices that carry it. Ties and no evidence give no
 * currency, '.' and whole numbers. Prices that cannot be read with confidence do not vote.
 */
export function detectPriceStyle(prices: string[]): PriceStyle {
  const read = prices.map((p) => (typeof p === 'string' ? readPriceText(p) : null)).filter(present);
  const marked = read.map(markedAmount).filter(present);
  const key = majority(
    marked.map((a) => currencyKey(a.mark)),
    '',
  );
  if (!key) return withNumbers(DEFAULT_PRICE_STYLE, read);
  const ours = marked.filter((a) => currencyKey(a.mark) === key);
  const before = leaders(ours.map((a) => a.markBefore))[0];
  const placed = ours.filter((a) => a.markBefore === before);
  // 'EUR' and '€' on one menu: the most used spelling, the symbol on a tie.
  const spellings = leaders(ours.map((a) => a.mark));
  const style: PriceStyle = {
    ...DEFAULT_PRICE_STYLE,
    currency: spellings.includes(key) ? key : spellings[0],
    position: before ? 'before' : 'after',
    spaced: leaders(placed.map((a) => a.spaced))[0],
  };
  return withNumbers(style, read);
}

function withNumbers(style: PriceStyle, read: PriceText[]): PriceStyle {
  const numbers = read.map((p) => p.amounts.map((a) => a.number));
  // Two-digit cents are the rule; three only where the currency or plain majority says so.
  const fractions = numbers
    .map((ns) => ns.find((n) => n.fraction?.digits && !n.ambiguous)?.fraction?.digits.length)
    .filter(present);
  const three =
    hasThreeDecimals(style.currency) ||
    fractions.filter((d) => d === 3).length > fractions.filter((d) => d < 3).length;
  const minorDigits = three ? 3 : 2;
  // The separator is not known yet: an ambiguous '1.200' is a decimal only on three-decimal menus.
  const resolved = numbers.map((ns) =>
    ns.map((n) => (!n.ambiguous ? n : three ? asDecimal(n) : asThousands(n))),
  );
  const decimal = majority(
    resolved.map((ns) => ns.map(decimalEvidence).find(present)).filter(present),
    '.',
  );
  const showDecimals = majority(
    resolved.map((ns) => ns.some((n) => !!n.fraction?.digits)),
    false,
  );
  return { ...style, decimal, showDecimals, minorDigits };
}

function renderNumber(n: NumberText, style: PriceStyle): string {
  const group = style.decimal === '.' ? ',' : '.';
  const int = n.grouped ? n.digits.replace(/\B(?=(\d{3})+$)/g, group) : n.digits;
  // Trailing zeros beyond the menu's cents go; any other digit stays: the amount never changes.
  const kept = (n.fraction?.digits ?? '').replace(/0+$/, '');
  if (!kept && !style.showDecimals) return int;
  const cents = kept.length > style.minorDigits ? kept : kept.padEnd(style.minorDigits, '0');
  return `${int}${style.decimal}${cents}`;
}

function renderAmount(number: string, mark: string, before: boolean, spaced: boolean): string {
  if (!mark) return number;
  const gap = spaced ? ' ' : '';
  return before ? `${mark}${gap}${number}` : `${number}${gap}${mark}`;
}

/**
 * Re-renders every amount of a price in the menu's style; alternatives ('12 / 18', '9 | 14')
 * each get the mark and are joined by ' / '. A price in another currency keeps its mark where it
 * was typed. Text without a number, or that cannot be read with confidence, comes back trimmed
 * as typed. Never throws and never changes an amount.
 */
export function formatPrice(raw: string, style: PriceStyle): string {
  const typed = typeof raw === 'string' ? raw.trim() : '';
  try {
    const price = readPriceText(typed);
    if (!price) return typed;
    const own = markedAmount(price);
    const ours = !own || currencyKey(own.mark) === currencyKey(style.currency);
    const mark = ours ? style.currency : own.mark;
    const before = ours ? style.position === 'before' : own.markBefore;
    const spaced = ours ? style.spaced : own.spaced;
    const numbers = price.amounts.map((a) => resolve(a.number, style));
    if (!numbers.every(present)) return typed;
    const amounts = numbers.map((n) => renderAmount(renderNumber(n, style), mark, before, spaced));
    return `${price.before}${amounts.join(' / ')}${price.after}`;
  } catch {
    return typed;
  }
}

/** Detects the menu's style once; the returned function formats any of its prices. */
export function priceFormatter(prices: string[]): (raw: string) => string {
  const style = detectPriceStyle(prices);
  return (raw) => formatPrice(raw, style);
}
