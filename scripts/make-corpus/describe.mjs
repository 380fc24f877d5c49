// Human-readable layout labels for the manifest, and the feature keys the split must cover in
// both halves. Derived from the menu data, so the labels cannot drift from what was rendered.

const ITEM_LABEL = {
  leaders: 'dot leaders',
  right: 'right-aligned prices without leaders',
  after: 'price right after the name',
  below: 'price on the line after the name',
  inline: 'name and description on one line (bold vs italic)',
};
const HEADING_LABEL = {
  caps: 'uppercase headings',
  spaced: 'letter-spaced headings (typed "S T A R T E R S")',
  tracking: 'letter-spaced headings (CSS letter-spacing)',
  plain: 'headings styled by size/weight only',
  'small-caps': 'small-caps headings',
};
const DOCX_LABEL = {
  tabs: 'bold names, tab then price',
  leaders: 'bold names, right tab with dot leader',
  spaced: 'bold names, price after spaces',
  inline: 'bold name + italic description + tab + price on one line',
  below: 'price on its own line',
  table: 'real Word tables',
};
const TXT_LABEL = {
  spaced: 'prices padded with spaces',
  tabs: 'tab before price',
  dash: 'name - price',
  below: 'price on the next line',
  inline: 'name - description  price on one line',
  table: 'space-aligned columns',
  'table-tabs': 'tab-separated columns',
  columns: 'two text columns side by side, kept apart by spaces',
};

const allItems = (menu) => menu.sections.flatMap((s) => s.items);
const isUpper = (s) => s === s.toUpperCase() && /\p{Lu}/u.test(s);

/** Content features shared by every format of a menu (prices, numbering, name case). */
function contentTraits(menu) {
  const items = allItems(menu);
  const prices = items.map((i) => i.price).filter(Boolean);
  const t = [];
  if (items.filter((i) => isUpper(i.name)).length > items.length / 2)
    t.push('UPPERCASE dish names');
  if (menu.sections.some((s) => s.price && s.priceStyle === 'heading'))
    t.push('price in section heading');
  if (menu.sections.some((s) => s.price && s.priceStyle === 'line')) t.push('section price line');
  if (prices.some(Array.isArray)) t.push('multi-price');
  if (prices.some((p) => /\bper\b/.test(String(p)))) t.push('per-weight prices');
  if (prices.some((p) => p === 'MP')) t.push('market price');
  if (items.some((i) => i.code)) t.push('numbered items');
  if (items.some((i) => i.marks)) t.push('dietary marks');
  if (!items.some((i) => i.desc)) t.push('no descriptions');
  if (menu.sections.some((s) => s.group)) t.push('group headings');
  return t;
}

/** The printed design (PDF, PNG, photo). */
export function designLabel(menu) {
  const d = menu.design;
  const cols = d.columns ?? 1;
  const parts = [['single column', 'two-column', 'three-column'][cols - 1]];
  if (d.layout === 'centered') parts.push('centred items');
  if (d.layout === 'table')
    parts.push(`table (${d.table.map((c) => c.label || c.key).join(' | ')})`);
  else if (d.layout !== 'centered' || d.item === 'after')
    parts.push(ITEM_LABEL[d.item ?? 'leaders']);
  else parts.push('price under the description');
  parts.push(HEADING_LABEL[d.heading ?? 'caps']);
  if (cols > 1)
    parts.push(d.titleInColumn ? 'title in first column' : 'centred title spanning the columns');
  if (menu.footer) parts.push(cols > 1 ? 'full-width footer' : 'footer');
  if (/landscape/.test(d.page ?? '')) parts.push('landscape');
  return [...parts, ...contentTraits(menu)].join(', ');
}

export function layoutLabel(menu, format, extra = {}) {
  if (format === 'docx') {
    const o = {
      style: 'tabs',
      sectionStyle: 'Heading1',
      titleStyle: 'Title',
      ...menu.formats.docx,
    };
    const title = o.titleStyle === 'Title' ? 'Title' : 'Heading 1 title';
    const sections = o.sectionStyle === 'Heading1' ? 'Heading 1 sections' : 'Heading 2 sections';
    return [`Word: ${title}, ${sections}`, DOCX_LABEL[o.style], ...contentTraits(menu)].join(', ');
  }
  if (format === 'txt') {
    const o = { style: 'spaced', ...menu.formats.txt };
    return [`plain text: ${TXT_LABEL[o.style]}`, ...contentTraits(menu)].join(', ');
  }
  if (format === 'photo') {
    const p = extra.photo;
    const light = p.dim < 1 ? ', low light' : '';
    return `${designLabel(menu)}; photo: rotated ${Math.abs(p.angle).toFixed(1)}°, keystone, shadow gradient${light}, noise`;
  }
  if (format === 'pdf' && extra.pages > 1) return `${designLabel(menu)}, ${extra.pages} pages`;
  return designLabel(menu);
}

/** Feature keys each split must contain at least once (checked by index.mjs). */
export function coverageKeys(menu) {
  const d = menu.design;
  const keys = new Set(Object.keys(menu.formats).map((f) => `format:${f}`));
  if (d.columns === 2) keys.add('two-column');
  if (d.columns === 3) keys.add('three-column');
  if (d.layout === 'table' || menu.formats.docx?.style === 'table') keys.add('table');
  if (d.heading === 'spaced' || d.heading === 'tracking') keys.add('letter-spaced');
  if (contentTraits(menu).includes('UPPERCASE dish names')) keys.add('uppercase names');
  return keys;
}

export const REQUIRED_COVERAGE = [
  ...['pdf', 'docx', 'png', 'photo', 'txt'].map((f) => `format:${f}`),
  'two-column',
  'three-column',
  'table',
  'letter-spaced',
  'uppercase names',
];
