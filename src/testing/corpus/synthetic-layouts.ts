/**
 * Generated laid-out menus for the reader model (issue 45): domain randomisation at the level the
 * model reads, positioned lines with their type, so that no rendering or OCR is needed and every
 * line's role is known. Each menu draws its own way of setting a dish: the price on the name line,
 * alone below the description, or at the end of the description's last line; the name larger,
 * smaller or bold beside its description; ingredients listed with commas, bars or bullets, in
 * lower or title case; headings styled or not; OCR-like confidence and size jitter. Invented
 * words only (never corpus-real strings). Seeded, so training stays deterministic.
 */
import { seededRandomFrom as random } from '@/domain/seeded-random';
import type { LayoutLine } from '@/lib/layout';
import type { LineRole } from '@/lib/reader-model/roles';

const ADJECTIVES = [
  'roast',
  'smoked',
  'crispy',
  'grilled',
  'house',
  'spiced',
  'golden',
  'wild',
  'slow',
  'garden',
  'baked',
  'fresh',
  'charred',
  'sweet',
];
const NOUNS = [
  'chicken',
  'salmon',
  'mushroom',
  'potato',
  'lentil',
  'pork',
  'halloumi',
  'squash',
  'prawn',
  'beef',
  'tofu',
  'aubergine',
  'cod',
  'lamb',
  'noodle',
  'waffle',
  'burger',
  'taco',
  'soup',
  'salad',
  'pie',
  'toast',
  'bowl',
  'wrap',
];
const INGREDIENTS = [
  'tomato',
  'lettuce',
  'pickles',
  'aioli',
  'cheddar',
  'red onion',
  'rocket',
  'lime',
  'chilli',
  'garlic butter',
  'sour cream',
  'salsa',
  'herb oil',
  'toasted seeds',
  'brown bread',
  'fries',
  'slaw',
  'mint yoghurt',
  'pesto',
  'olives',
  'peppers',
  'bacon',
  'spinach',
  'cream sauce',
];
const SECTIONS = [
  'starters',
  'mains',
  'sides',
  'desserts',
  'burgers',
  'salads',
  'small plates',
  'breakfast',
  'from the grill',
  'drinks',
  'sandwiches',
  'bowls',
];
const NOTES = [
  'open daily from noon',
  'all prices include tax',
  'please tell us about allergies',
  'order at the bar',
  "ask about today's specials",
  'served until late',
];

const title = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

export type SyntheticDoc = { lines: LayoutLine[]; roles: LineRole[] };

/** One generated menu; `seed` picks everything about it. */
export function syntheticMenu(seed: number): SyntheticDoc {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const chance = (p: number) => r() < p;
  // The menu's own style, fixed for all its dishes.
  const pricePlace = pick(['name', 'name', 'alone', 'end', 'end'] as const);
  const separator = pick([', ', ' | ', ' • ', ', ']);
  const capitalised = chance(0.5);
  const nameSize = 0.8 + r() * 0.5;
  const nameBold = chance(0.5);
  const nameCaps = chance(0.25);
  const headingSize = chance(0.7) ? 1.3 + r() * 1.5 : 1;
  const headingCaps = chance(0.6);
  const currency = pick(['$', '£', '', '€']);
  const ocr = chance(0.6);
  const jitter = ocr ? 0.12 : 0.01;
  const lines: LayoutLine[] = [];
  const roles: LineRole[] = [];
  let top = 0;
  const price = () => {
    const amount = `${3 + Math.floor(r() * 25)}${chance(0.6) ? `.${pick(['00', '50', '95', '25'])}` : ''}`;
    return currency === '€' ? `${amount.replace('.', ',')} €` : `${currency}${amount}`;
  };
  const push = (text: string, role: LineRole, size: number, extra: Partial<LayoutLine> = {}) => {
    const s = Math.max(0.5, size * (1 + (r() - 0.5) * 2 * jitter));
    const gap = extra.breakBefore ? 14 + r() * 10 : 2 + r() * 3;
    top += gap;
    const height = 10 * s;
    const x0 = 20 + (extra.indent ?? 0) * 10 + r() * (ocr ? 4 : 0.5);
    lines.push({
      text,
      page: 1,
      region: 0,
      x0,
      x1: x0 + Math.min(300, text.length * 5.5 * s),
      top,
      bottom: top + height,
      indent: 0,
      size: s,
      bold: false,
      italic: false,
      letterSpaced: false,
      breakBefore: false,
      ...(ocr ? { confidence: 0.6 + r() * 0.35 } : {}),
      ...extra,
    });
    roles.push(role);
    top += height;
  };
  const describe = () => {
    const items = Array.from({ length: 2 + Math.floor(r() * 4) }, () => pick(INGREDIENTS));
    const words = items.map((w) => (capitalised ? title(w) : w));
    // Long lists wrap over two lines, as they do on a narrow column.
    const cut =
      words.length > 3 && chance(0.6) ? 2 + Math.floor(r() * (words.length - 2)) : words.length;
    return [words.slice(0, cut).join(separator), words.slice(cut).join(separator)].filter(Boolean);
  };
  if (chance(0.5)) push(title(pick(NOTES)), 'noise', 0.8 + r() * 0.4);
  for (let s = 0, sections = 2 + Math.floor(r() * 3); s < sections; s += 1) {
    const heading = pick(SECTIONS);
    push(headingCaps ? heading.toUpperCase() : title(heading), 'heading', headingSize, {
      breakBefore: true,
      bold: headingSize === 1 || chance(0.5),
    });
    for (let d = 0, dishes = 2 + Math.floor(r() * 5); d < dishes; d += 1) {
      const raw = `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
      const name = nameCaps ? raw.toUpperCase() : title(raw);
      const described = pricePlace !== 'name' || chance(0.7) ? describe() : [];
      const nameStyle = { bold: nameBold, breakBefore: chance(0.3) };
      if (pricePlace === 'name' || described.length === 0)
        push(`${name}${chance(0.3) ? ' ..... ' : '   '}${price()}`, 'dish', nameSize, nameStyle);
      else push(name, 'dish', nameSize, nameStyle);
      described.forEach((text, k) => {
        const last = k === described.length - 1;
        const line = pricePlace === 'end' && last ? `${text}  ${price()}` : text;
        push(line, 'description', 1, { italic: chance(0.2) });
      });
      if (pricePlace === 'alone' && described.length) push(price(), 'price', 1);
      if (chance(0.1))
        push(`Add ${pick(INGREDIENTS)} +${currency}${1 + Math.floor(r() * 3)}`, 'add-on', 1);
    }
  }
  if (chance(0.5)) push(title(pick(NOTES)), 'noise', 0.8 + r() * 0.3, { breakBefore: true });
  return { lines, roles };
}
