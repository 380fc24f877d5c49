/**
 * First pass: every visual line becomes a MenuLine with a kind (blank, noise, price-only, priced,
 * text), its cleaned text, indentation and any dietary codes. Structure (headings, items,
 * descriptions) is decided later in assemble.ts, which needs to look at neighbouring lines.
 */
import { extractCodes, type Marks } from './dietary';
import { isColumnHeader, isNoiseLine } from './noise';
import { findLinePrice, hasUpcharge, type LinePrice } from './price';
import { isAllCaps, isTitleish, words } from './text-utils';
import { isLabelToken } from './tokens';

export type LineKind = 'blank' | 'noise' | 'price' | 'priced' | 'text';

export interface MenuLine {
  index: number;
  kind: LineKind;
  /** Cleaned text without dietary codes (the whole line, price included, for priced lines). */
  text: string;
  indent: number;
  /** Decorated like a heading: "=== SPECIALS ===", "~ Mains ~", "Sparkling:". */
  decorated: boolean;
  price?: LinePrice;
  /** Holds an add-on price ("add bacon $2", "+2.00"), never an item of its own. */
  addon: boolean;
  marks: Marks;
}

const LEADING_JUNK = /^(?:[•·*‣◦▪●■□~|_=#>]+\s*|[-–—]+\s+|[‘’'`".,:;]+\s+)+/u;
const TRAILING_JUNK = /(?:\s+[|~_=*•·.,:;'`‘’#<-]+|[|~_=•#]+)+$/u;
const DECORATION = /^[=~*#_•·<>\-–—\s]{2,}|[=~*#_•·<>\-–—\s]{2,}$/gu;
const ADDON = /^(?:add|\+|extra|sub|substitute|make it|upgrade|with|side of|choice of|a la mode)\b|\b(?:add|extra)\b(?=[^$€£¥\d]*[$€£¥]?\d)/i;

export function normaliseText(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\u00a0|\u2007|\u202f/g, ' ')
    .replace(/\t/g, '    ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/…/g, '...')
    .split('\n');
}

function emptyMarks(): Marks {
  return { dietary: [], allergens: [] };
}

/** "HAPPY HOUR  Tue–Fri 3pm–5pm", "PIZZA ROSSE   12"   16"": a heading with a noisy tail. */
function headingWithTail(text: string): string | null {
  const m = text.match(/^(.+?)\s{2,}(.+)$/);
  if (!m) return null;
  const head = m[1].trim();
  if (words(head).length > 5 || !(isAllCaps(head) || isTitleish(head)) || isNoiseLine(head)) return null;
  if (/\d/.test(head) && !/\p{L}{3}/u.test(head)) return null;
  const tail = m[2].trim();
  const tailIsLabels = tail.split(/\s*[|/]\s*|\s+/).every((t) => isLabelToken(t));
  return isNoiseLine(tail) || tailIsLabels || isColumnHeader(tail) ? head : null;
}

export function classifyLine(raw: string, index: number, priceFirst: boolean): MenuLine {
  const indent = raw.match(/^ */)?.[0].length ?? 0;
  const base: MenuLine = {
    index,
    kind: 'blank',
    text: '',
    indent,
    decorated: false,
    addon: false,
    marks: emptyMarks(),
  };
  let text = raw.trim();
  const undecorated = text.replace(DECORATION, '').trim();
  const decorated = undecorated !== text && /\p{L}/u.test(undecorated);
  text = undecorated.replace(LEADING_JUNK, '').replace(TRAILING_JUNK, '').trim();
  // Nothing but punctuation or a stray OCR letter: a visual separator.
  if ((text.match(/\p{L}/gu)?.length ?? 0) < 2 && !/\d/.test(text)) return base;

  const tailHeading = headingWithTail(text);
  if (tailHeading) return { ...base, kind: 'text', text: tailHeading, decorated: true };
  if (isNoiseLine(text)) return { ...base, kind: 'noise', text };

  const { text: withoutCodes, marks } = extractCodes(text);
  const clean = withoutCodes.trim();
  const endsWithColon = /:$/.test(clean) && !/\d/.test(clean);
  const line: MenuLine = {
    ...base,
    text: clean.replace(/:$/, '').trim(),
    marks,
    decorated: decorated || endsWithColon,
  };
  if (!clean) return { ...line, kind: 'text' }; // a line of marks only, e.g. "(v)"

  const price = findLinePrice(clean, priceFirst);
  const addon = ADDON.test(clean) || hasUpcharge(clean);
  if (!price) return { ...line, kind: 'text', addon };
  if (!/\p{L}/u.test(price.name) && !/\p{L}/u.test(price.rest)) {
    return { ...line, kind: 'price', price };
  }
  return { ...line, kind: 'priced', price, addon, text: clean };
}

export function classifyLines(rawLines: string[], priceFirst: boolean): MenuLine[] {
  return rawLines.map((raw, i) => classifyLine(raw, i, priceFirst));
}
