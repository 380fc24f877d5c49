// The menu data model shared by every renderer. Menus are written once (menus/*.mjs) and every
// format and the expected JSON are derived from the same objects, so a file can never show an
// item the ground truth lacks, or the other way round.

/**
 * Compact rows keep the hand-written menus readable: [name, price, description, marks].
 * An object row is taken as is (tables need extra cells such as `ingredient` or `region`).
 */
export function rows(list) {
  return list.map((r) =>
    Array.isArray(r) ? { name: r[0], price: r[1], desc: r[2], marks: r[3] } : r,
  );
}

/** A section: `extra` may set price (printed once for the section), priceStyle, note, group… */
export function section(name, list, extra = {}) {
  return { name, items: rows(list), ...extra };
}

// Empty cells of a multi-price (a wine sold only by the bottle) are skipped, as a reader would.
const joinPrices = (price, sep = ' / ') =>
  Array.isArray(price) ? price.filter(Boolean).join(sep) : price;

/** The price a person would type for the item: its own, else the one printed for its section. */
export function expectedPrice(item, sec) {
  const price = item.price ?? sec.price;
  return price === undefined || price === null || price === '' ? undefined : joinPrices(price);
}

/** How an item's own price is printed (a section price is printed once, in the heading/line). */
export function printedPrice(item, sep = ' / ') {
  return item.price === undefined || item.price === null ? '' : joinPrices(item.price, sep);
}

const DIET = { V: 'vegetarian', VG: 'vegan', VE: 'vegan', GF: 'gluten-free', DF: 'dairy-free' };

/** Dietary words for the marks, in the vocabulary the parser normalises to. */
export function dietaryOf(item) {
  if (!item.marks) return undefined;
  const words = item.marks
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((m) => DIET[m.toUpperCase()])
    .filter(Boolean);
  return words.length ? [...new Set(words)] : undefined;
}

/** The ground truth: section names as a person would type them, items as printed. */
export function expectedMenu(menu) {
  return {
    categories: menu.sections.map((sec) => ({
      name: sec.name,
      items: sec.items.map((item) => {
        const out = { name: item.name };
        const price = expectedPrice(item, sec);
        if (price !== undefined) out.price = price;
        const dietary = dietaryOf(item);
        if (dietary) out.dietary = dietary;
        return out;
      }),
    })),
  };
}

/**
 * The heading text as printed. 'spaced' is the literal "S T A R T E R S" some designers type
 * (words kept apart by three spaces); 'tracking' is uppercase with CSS letter-spacing, so the
 * characters stay together in the DOM but sit apart on the page.
 */
export function headingText(name, style) {
  if (style === 'spaced') {
    return name
      .toUpperCase()
      .split(/\s+/)
      .map((w) => [...w].join(' '))
      .join('   ');
  }
  if (style === 'caps' || style === 'tracking') return name.toUpperCase();
  return name;
}

/** "Sides 6" when the design prints the section price in its heading. */
export function headingWithPrice(sec, style) {
  const text = headingText(sec.printed ?? sec.name, style);
  return sec.price && sec.priceStyle === 'heading' ? `${text}  ${sec.price}` : text;
}

/** Marks as printed after the name: "(V, GF)" by default, or bare "V GF" on some menus. */
export function marksText(item, style = 'paren') {
  if (!item.marks) return '';
  return style === 'bare' ? item.marks.replace(/,\s*/g, ' ') : `(${item.marks})`;
}

/** "D4. " / "12 " before the name on menus that number their dishes. */
export function codeText(item, style = 'dot') {
  if (!item.code) return '';
  return style === 'dot' ? `${item.code}. ` : `${item.code}  `;
}

/** Every section's note lines as printed: the section-price line first, then any note. */
export function sectionNotes(sec) {
  const lines = [];
  if (sec.price && sec.priceStyle === 'line') lines.push(sec.priceLine);
  if (sec.note) lines.push(sec.note);
  return lines;
}

export const itemCount = (menu) => menu.sections.reduce((n, s) => n + s.items.length, 0);
