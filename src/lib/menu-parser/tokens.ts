/**
 * Tokenising one menu line and recognising what each token is (amount, price label, separator,
 * leader dots…). Price grouping on top of this lives in price.ts.
 */

export interface Token {
  text: string;
  start: number;
  end: number;
}

export type TokenInfo =
  | { type: 'amount'; currency: boolean; mp: boolean; display: string }
  | { type: 'label' | 'sep' | 'leader' | 'upcharge' | 'junk' | 'word' };

const CUR = '[$€£¥₩₹₱฿₫₺₪₽]';
// Codes and local signs written as letters, before or after the amount: "CHF 24", "18 zł",
// "145 kr", "R$ 89,90", "A$9", "S/ 38".
const CODE =
  '(?:EUR|USD|GBP|CHF|JPY|AUD|NZD|CAD|PLN|DKK|SEK|NOK|zł|zl|zt|kr|Kč|Ft|lei|RM|Rp|R\\$|A\\$|NZ\\$|C\\$|HK\\$|S/)';
// 1,200 / 1,200.50 / 1.200,50 / 14 / 14.5 / 14.50 / 12,50
const NUM =
  '(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d{1,3}(?:\\.\\d{3})+,\\d{1,2}|\\d{1,5}(?:[.,]\\d{1,2})?)';
// "70p each": pence after the number only ("p 70" is no price), and below a pound.
const PENCE = '\\d{1,2}p';
const CURRENCY_AMOUNT = new RegExp(
  `^(?:${CUR}\\s?${NUM}|${NUM}\\s?(?:${CUR}|${CODE})|${CODE}\\s?${NUM}|${PENCE})(?:[.,;:]|\\.-|,-)?$`,
  'u',
);
export const BARE_AMOUNT = new RegExp(`^${NUM}$`);
const LONE_CURRENCY = new RegExp(`^(?:${CUR}|${CODE})$`, 'u');
const MARKET_PRICE = /^(?:MP|M\.P\.?|Market\s+Price|market\s+price|MARKET\s+PRICE|A\.Q\.?|MKT)$/;

/** Words that qualify an amount in a price group: "$9 glass / $32 bottle", "cup $7 / bowl $11". */
const LABELS = new Set([
  'glass',
  'gl',
  'gls',
  'bottle',
  'btl',
  'bt',
  'bottles',
  'carafe',
  'half',
  'full',
  'small',
  'sm',
  'large',
  'lg',
  'regular',
  'reg',
  'medium',
  'med',
  'cup',
  'bowl',
  'single',
  'double',
  'pint',
  'pitcher',
  'half-pint',
  'can',
  'draft',
  'draught',
  'taste',
  'pour',
  'flight',
  'each',
  'ea',
  'pp',
  'dozen',
  'half-dozen',
  'whole',
  'slice',
  'pie',
  'lunch',
  'dinner',
  'shot',
  'neat',
  // "Sides 2.95 any": one price for any dish of the section.
  'any',
]);
const SIZE_LABEL = /^\(?\d+(?:[.,]\d+)?\s?(?:oz|ml|cl|l|"|”|''|in|inch)\.?\)?:?$/i;

/** A bare number followed by one of these is a measure, not a price ("16 oz", "40 minutes"). */
const UNIT_AFTER =
  /^(?:oz|ounces?|ml|cl|l|lt|ltr|litres?|liters?|g|gr|grams?|kg|lbs?|pounds?|%|in|inch(?:es)?|"|”|pcs?|pieces?|ct|count|pk|pack|dozen|doz|years?|yrs?|yo|months?|mo|days?|hours?|hrs?|h|mins?|minutes?|people|persons?|ppl|guests|pax|am|pm|a\.m|p\.m|st|nd|rd|th|x|cm|mm|cal|kcal|calories|seats?|miles?|km|stars?|courses?|oysters|wings|tacos|slices|pieces)[.,:;)]*$/i;
/** A bare number after one of these is a count, an address or an ID, not a price. */
const WORD_BEFORE =
  /^(?:for|of|serves|serving|over|aged|age|ages|abv|ibu|no\.?|#|x|level|table|bin|page|pg\.?|p\.|route|rt\.?|rte\.?|vol\.?|step|size|under|est\.?|since|circa|ca\.?|until|till|from|to|at|open|hwy|highway|suite|ste\.?|unit|apt\.?|floor|room|code|tel\.?|phone|call|nr\.?|top|add|plus|extra|choose|pick|any|min\.?|max\.?)$/i;

/** "9⁵⁰": pence set as superscript after the pounds. */
const SUPERSCRIPT_PENCE = /(\d)([⁰¹²³⁴-⁹])([⁰¹²³⁴-⁹])(?![⁰¹²³⁴-⁹])/gu;
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const plainDigit = (c: string) => String(SUPERSCRIPT_DIGITS.indexOf(c));
/** "... and capers.$12": a price glued to the end of the description. */
const GLUED_PRICE = new RegExp(`(?<=[\\p{Ll}.,;:!)])(?=${CUR}\\d)`, 'gu');
/** "(1, 9, 13)": allergen numbers, never amounts. */
const NUMBER_LIST = /\(\s*\d{1,2}(?:\s*,\s*\d{1,2})+\s*\)/g;
/** "39/59" set apart at the end of a row: a glass/bottle or size pair of bare prices. */
const BARE_PAIR = /(\s{2,}|\|\s*)(\d{1,3}(?:\.\d{1,2})?)\/(\d{1,3}(?:\.\d{1,2})?)$/;

/**
 * "7,40,-" / "12,-" / "3,20 ,-": the dash that says "no more cents" in German and Nordic
 * price writing, dropped so the amount reads as one. Only before a space, a slash or the end.
 */
const WHOLE_DASH = /(\d)\s?[.,]-(?=\s|\/|$)/g;
/** "5,60 / 3 Stk", "7.20 / 6 pcs": pieces per portion after a price, not a second price. */
const PIECES_AFTER_PRICE =
  /(\d)\s*\/\s*\d{1,2}\s?(?:Stk|Stück|St|pcs?|pieces|pz|uds?|kpl|stk)\.?\s*$/iu;

/** "10\"–$9.50": a dash glued between a size and its price. */
const DASH_BEFORE_PRICE = new RegExp(`(?<=\\S)[–—](?=\\s?${CUR}\\d)`, 'gu');
/** "Large16\"": a size label glued to its measure. */
const GLUED_SIZE = /\b(small|medium|large|regular|reg|sm|med|lg)(?=\d{1,2}\s?")/gi;

/** "£24pp", "30pp": a price per person glued to its amount. */
const GLUED_PER_PERSON = /(\d)(pp|p\.p\.)(?=[\s,;]|$)/gi;

/** "$2.25/EA.", "1.80/pc": a price for each piece. */
const PER_PIECE = /(\d)\s?\/\s?(?:ea|each|pc|piece)\.?(?=\s|$)/gi;

/** Writing habits that hide a price from the tokenizer, undone before it runs. */
export function normalisePriceText(line: string): string {
  return line
    .replace(PER_PIECE, '$1 each')
    .replace(GLUED_PER_PERSON, '$1 $2')
    .replace(DASH_BEFORE_PRICE, ' ')
    .replace(GLUED_SIZE, '$1 ')
    .replace(WHOLE_DASH, '$1')
    .replace(PIECES_AFTER_PRICE, '$1')
    .replace(SUPERSCRIPT_PENCE, (_, d: string, a: string, b: string) => {
      return `${d}.${plainDigit(a)}${plainDigit(b)}`;
    })
    .replace(GLUED_PRICE, ' ')
    .replace(NUMBER_LIST, (m) => m.replace(/\s+/g, ''))
    .replace(BARE_PAIR, (m, gap: string, a: string, b: string) =>
      Number(b) > Number(a) && Number(a) >= 2 ? `${gap}${a} / ${b}` : m,
    );
}

const SLASH_AFTER_CURRENCY = new RegExp(`(${CUR}\\s?\\d[\\d.,]*)\\s*/\\s*(?=${CUR}?\\s?\\d)`, 'gu');
const SLASH_BEFORE_CURRENCY = new RegExp(`(\\d)\\s*/\\s*(?=${CUR})`, 'gu');

export function tokenize(line: string): { line: string; tokens: Token[] } {
  const spaced = normalisePriceText(line)
    // Leaders glued to words or prices ("Burger........$16") become their own token.
    .replace(/(\.{3,}|…+|_{2,}|·{2,})/g, ' $1 ')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/(\d),(?=\s)/g, '$1 ,')
    .replace(SLASH_AFTER_CURRENCY, '$1 / ')
    .replace(SLASH_BEFORE_CURRENCY, '$1 / ')
    .trim();
  const raw: Token[] = [];
  for (const m of spaced.matchAll(/\S+/g)) {
    raw.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return { line: spaced, tokens: mergeTokens(spaced, raw) };
}

/** Glues "$ 14", "12,50 €" and "Market Price" into single tokens. */
function mergeTokens(line: string, raw: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const t = raw[i];
    const next = raw[i + 1];
    const prev = out[out.length - 1];
    const join = (a: Token, b: Token): Token => ({
      text: line.slice(a.start, b.end),
      start: a.start,
      end: b.end,
    });
    if (LONE_CURRENCY.test(t.text)) {
      if (next && BARE_AMOUNT.test(next.text) && next.start - t.end <= 1) {
        out.push(join(t, next));
        i += 1;
        continue;
      }
      if (prev && BARE_AMOUNT.test(prev.text) && t.start - prev.end <= 1) {
        out[out.length - 1] = join(prev, t);
        continue;
      }
    }
    // "6 oz", "12 in": a size label, one token.
    if (
      BARE_AMOUNT.test(t.text) &&
      next &&
      /^(?:oz|ml|cl|in)\.?$/i.test(next.text) &&
      next.start - t.end === 1
    ) {
      out.push(join(t, next));
      i += 1;
      continue;
    }
    // "per person", "per glass": one label.
    // "12.5 per 100g": a price by weight keeps its unit.
    const perUnit = /^(?:\p{L}+|\d+\s?(?:g|kg|lb|oz|ml|cl))$/u;
    const perWord = /^per$/i.test(t.text) && next && perUnit.test(next.text);
    if (perWord || (/^market$/i.test(t.text) && next && /^price[.,;:]?$/i.test(next.text))) {
      out.push(join(t, next));
      i += 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** OCR reads "$" as "S" and "0"/"1" as "O"/"l": repair only inside something that is clearly money. */
function repairOcrMoney(text: string): string | null {
  const m = text.match(/^([$€£¥S])\s?([\dOolI][\dOolI.,]*)$/);
  if (!m || !/\d/.test(m[2])) return null;
  const digits = m[2].replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
  const fixed = `${m[1] === 'S' ? '$' : m[1]}${digits}`;
  if (m[1] === 'S' && !/^\d+(?:\.\d{2})?$/.test(digits)) return null;
  return CURRENCY_AMOUNT.test(fixed) ? fixed : null;
}

export function gapBefore(tokens: Token[], i: number): number {
  return i === 0 ? Infinity : tokens[i].start - tokens[i - 1].end;
}

function cleanDisplay(text: string): string {
  // Glue a prefix symbol to its number ("$ 14" -> "$14") and drop trailing punctuation.
  return text.replace(/^([$€£¥₩₹])\s+/u, '$1').replace(/[;:]$|(?<=\d)[.,]$/u, '');
}

/** Can the bare number at tokens[i] be a price, given its neighbours? */
export function isBarePrice(tokens: Token[], i: number): boolean {
  const text = tokens[i].text;
  if (!BARE_AMOUNT.test(text)) return false;
  if (/^(?:19|20)\d\d$/.test(text)) return false; // a vintage or a year
  if (/^0\d/.test(text)) return false;
  const next = tokens[i + 1]?.text;
  if (next && UNIT_AFTER.test(next)) return false;
  const prev = tokens[i - 1]?.text;
  if (prev && WORD_BEFORE.test(prev.replace(/[(:]$/, ''))) return false;
  return true;
}

export function tokenInfo(tokens: Token[], i: number): TokenInfo {
  const text = tokens[i].text;
  if (CURRENCY_AMOUNT.test(text)) {
    return { type: 'amount', currency: true, mp: false, display: cleanDisplay(text) };
  }
  const repaired = repairOcrMoney(text);
  if (repaired) return { type: 'amount', currency: true, mp: false, display: repaired };
  if (MARKET_PRICE.test(text)) {
    return { type: 'amount', currency: false, mp: true, display: cleanDisplay(text) };
  }
  if (isBarePrice(tokens, i)) return { type: 'amount', currency: false, mp: false, display: text };
  if (/^\+\s?[$€£¥]?\d/u.test(text)) return { type: 'upcharge' };
  if (/^\(\d{1,2}(?:,\d{1,2})+\)$/.test(text)) return { type: 'junk' };
  // "12 (regular) / 15 (large)": a label may sit in brackets.
  const lower = text
    .toLowerCase()
    .replace(/^\((.+)\)$/, '$1')
    .replace(/[:.]$/, '');
  if (LABELS.has(lower) || SIZE_LABEL.test(text) || /^per\s/.test(lower)) return { type: 'label' };
  if (/^(?:[/|,\-–—]|or)$/.test(lower)) return { type: 'sep' };
  if (/^[.·…_~=*]+$/.test(text) || /^[-–—]{2,}$/.test(text)) return { type: 'leader' };
  if (!/[\p{L}\p{N}$€£¥]/u.test(text)) return { type: 'junk' };
  return { type: 'word' };
}

export function isLabelToken(text: string): boolean {
  const lower = text.toLowerCase().replace(/[:.]$/, '');
  return LABELS.has(lower) || SIZE_LABEL.test(text);
}

/**
 * OCR reads "21" as "2l" or "10" as "1O". Only a token set apart at the end of the line (a price
 * column) is repaired, so "Sangria 2l" inside a name stays as written.
 */
export function repairPriceColumn(tokens: Token[]): void {
  const lastIndex = tokens.length - 1;
  const last = tokens[lastIndex];
  if (lastIndex === 0 || gapBefore(tokens, lastIndex) < 2) return;
  if (!/^(?=.*\d)(?=.*[lIO])[\dlIO]+(?:[.,]\d{2})?$/.test(last.text)) return;
  tokens[lastIndex] = { ...last, text: last.text.replace(/[lI]/g, '1').replace(/O/g, '0') };
}
