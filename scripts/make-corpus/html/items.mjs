// One HTML fragment per item, in the styles real menus use. Each style keeps the name, the
// description and the price in separate elements, so PDF text runs come out as separately
// positioned strings, as they do in menus exported from design tools.
import { codeText, marksText, printedPrice } from '../model.mjs';

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function nameHtml(item, design) {
  const code = item.code
    ? `<span class="code">${esc(codeText(item, design.codes ?? 'dot'))}</span>`
    : '';
  const marks = item.marks
    ? `<span class="marks">${esc(marksText(item, design.marks ?? 'paren'))}</span>`
    : '';
  return `<span class="name">${code}${esc(item.name)}</span>${marks}`;
}

const descHtml = (item) => (item.desc ? `<div class="desc">${esc(item.desc)}</div>` : '');
const priceHtml = (item, design, cls = 'price') => {
  const price = printedPrice(item, design.priceSep);
  return price ? `<span class="${cls}">${esc(price)}</span>` : '';
};

const STYLES = {
  // Name ..... price, description under the row.
  leaders: (item, d) =>
    `<div class="row">${nameHtml(item, d)}<span class="dots"></span>${priceHtml(item, d)}</div>${descHtml(item)}`,
  // Price pushed to the right edge with blank space, no leaders.
  right: (item, d) =>
    `<div class="row">${nameHtml(item, d)}<span class="gap"></span>${priceHtml(item, d)}</div>${descHtml(item)}`,
  // Price straight after the name ("Burrata  16").
  after: (item, d) =>
    `<div>${nameHtml(item, d)}${priceHtml(item, d, 'price after-price')}</div>${descHtml(item)}`,
  // Price on its own line after the name (and description).
  below: (item, d) =>
    `<div>${nameHtml(item, d)}</div>${descHtml(item)}${item.price ? `<div class="below-price">${priceHtml(item, d)}</div>` : ''}`,
  // Bold name and italic description on one line; only the font tells them apart.
  inline: (item, d) => {
    const desc = item.desc ? ` <span class="desc">${esc(item.desc)}</span>` : '';
    const tail =
      d.inlinePrice === 'end'
        ? `${priceHtml(item, d, 'price after-price')}</div>`
        : `</div><span class="gap"></span>${priceHtml(item, d)}`;
    return `<div class="row inline"><div>${nameHtml(item, d)}${desc}${tail}</div>`;
  },
};

/** Centred designs: name, description under it, price under or after the name. */
function centeredItem(item, d) {
  if (d.item === 'after') {
    return `<div>${nameHtml(item, d)}${priceHtml(item, d, 'price after-price')}</div>${descHtml(item)}`;
  }
  const price = priceHtml(item, d);
  return `<div>${nameHtml(item, d)}</div>${descHtml(item)}${price ? `<div class="below-price">${price}</div>` : ''}`;
}

export function itemHtml(item, design) {
  if (design.layout === 'centered')
    return `<div class="item centered">${centeredItem(item, design)}</div>`;
  const style = STYLES[design.item ?? 'leaders'];
  return `<div class="item">${style(item, design)}</div>`;
}

/** The value of one table cell; `price:N` picks the Nth of a multi-price ("125ml | 500ml | btl"). */
export function cellValue(item, key, design) {
  if (key === 'name') return item.name;
  if (key === 'price') return printedPrice(item, design.priceSep);
  if (key.startsWith('price:')) {
    const prices = Array.isArray(item.price) ? item.price : [item.price];
    return prices[Number(key.slice(6))] ?? '';
  }
  return item[key] ?? '';
}

/** A section as a real <table>: one header row, one row per item. */
export function tableHtml(sec, design) {
  // A section may bring its own columns (the food part of a wine list).
  const cols = sec.table ?? design.table;
  const isNum = (key) => key.startsWith('price');
  const head = cols
    .map((c) => `<th class="${isNum(c.key) ? 'num' : ''}">${esc(c.label)}</th>`)
    .join('');
  const body = sec.items
    .map((item) => {
      const cells = cols.map((c) => {
        if (c.key === 'name') return `<td>${nameHtml(item, design)}</td>`;
        const text = esc(cellValue(item, c.key, design));
        if (c.key === 'desc') return `<td><span class="desc">${text}</span></td>`;
        return `<td class="${isNum(c.key) ? 'num' : ''}">${text}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
  const widths = cols.map((c) => `<col style="width:${c.width ?? 'auto'}">`).join('');
  return `<table><colgroup>${widths}</colgroup><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
