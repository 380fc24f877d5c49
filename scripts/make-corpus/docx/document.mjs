// A menu as a Word document, written the way restaurant staff type menus in Word: Title or
// Heading 1 for the restaurant, Heading 1/2 for sections, bold dish names, italic descriptions,
// prices after a (right-aligned) tab, after spaces, on their own line, or in real Word tables.
import { codeText, headingWithPrice, marksText, printedPrice, sectionNotes } from '../model.mjs';
import { docxPackage } from './package.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const TEXT_WIDTH = 10080; // twips between the margins of a Letter page with 0.75in margins

/** One run; `b`/`i` for bold/italic, `sz` in half-points, `tab` puts a tab before the text. */
function run(text, { b, i, sz, tab } = {}) {
  const props = `${b ? '<w:b/>' : ''}${i ? '<w:i/>' : ''}${sz ? `<w:sz w:val="${sz}"/>` : ''}`;
  const rPr = props ? `<w:rPr>${props}</w:rPr>` : '';
  return `<w:r>${rPr}${tab ? '<w:tab/>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
}

function para(runs, { style, tabs, jc, after } = {}) {
  const props = [
    style ? `<w:pStyle w:val="${style}"/>` : '',
    tabs ? `<w:tabs>${tabs}</w:tabs>` : '',
    after !== undefined ? `<w:spacing w:after="${after}"/>` : '',
    jc ? `<w:jc w:val="${jc}"/>` : '',
  ].join('');
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${runs}</w:p>`;
}

const rightTab = (leader) =>
  `<w:tab w:val="right" w:leader="${leader ? 'dot' : 'none'}" w:pos="${TEXT_WIDTH}"/>`;

function nameRuns(item, o) {
  const code = item.code ? run(codeText(item, o.codes ?? 'dot')) : '';
  const marks = item.marks ? run(` ${marksText(item, o.marks ?? 'paren')}`) : '';
  return `${code}${run(item.name, { b: true })}${marks}`;
}

const descRun = (item, o, prefix = '') =>
  item.desc ? run(`${prefix}${item.desc}`, { i: o.desc !== 'plain' }) : '';

/** The paragraphs of one item in a non-table style. */
function itemParas(item, o) {
  const price = printedPrice(item, o.priceSep);
  const desc = item.desc ? para(descRun(item, o), { after: 120 }) : '';
  switch (o.style) {
    case 'inline': // name, description and price in one paragraph
      return para(
        nameRuns(item, o) + descRun(item, o, '  ') + (price ? run(price, { tab: true }) : ''),
        { tabs: rightTab(false), after: 100 },
      );
    case 'spaced': // prices typed after a run of spaces
      return (
        para(nameRuns(item, o) + (price ? run(`${' '.repeat(o.spaces ?? 6)}${price}`) : ''), {
          after: 0,
        }) + desc
      );
    case 'below': // the price on the line after the description
      return (
        para(nameRuns(item, o), { after: 0 }) +
        (item.desc ? para(descRun(item, o), { after: 0 }) : '') +
        (price ? para(run(price), { after: 140 }) : '')
      );
    default: // 'tabs' / 'leaders': right tab stop, dotted leader for 'leaders'
      return (
        para(nameRuns(item, o) + (price ? run(price, { tab: true }) : ''), {
          tabs: rightTab(o.style === 'leaders'),
          after: item.desc ? 0 : 100,
        }) + desc
      );
  }
}

function cellText(item, key, o) {
  if (key === 'price') return printedPrice(item, o.priceSep);
  if (key.startsWith('price:')) {
    const prices = Array.isArray(item.price) ? item.price : [item.price];
    return prices[Number(key.slice(6))] ?? '';
  }
  return item[key] ?? '';
}

/** A real Word table: header row in bold, one row per item, widths from the column spec. */
function tableXml(sec, cols, o) {
  // Relative widths: explicit twips, else the HTML design's percentage, else equal shares.
  const rel = cols.map((c) => c.twips ?? (parseFloat(c.width) || 15) * 100);
  const total = rel.reduce((n, w) => n + w, 0);
  const widths = rel.map((w) => Math.round((w * TEXT_WIDTH) / total));
  const cell = (inner, w, right) =>
    `<w:tc><w:tcPr><w:tcW w:w="${w}" w:type="dxa"/></w:tcPr>${para(inner, { after: 0, jc: right ? 'right' : undefined })}</w:tc>`;
  const isNum = (key) => key.startsWith('price');
  const head = cols
    .map((c, k) => cell(run(c.label, { b: true }), widths[k], isNum(c.key)))
    .join('');
  const body = sec.items
    .map((item) => {
      const cells = cols.map((c, k) => {
        if (c.key === 'name') return cell(nameRuns(item, o), widths[k]);
        const text = cellText(item, c.key, o);
        return cell(
          text ? run(text, { i: c.key === 'desc' && o.desc !== 'plain' }) : '',
          widths[k],
          isNum(c.key),
        );
      });
      return `<w:tr>${cells.join('')}</w:tr>`;
    })
    .join('');
  return (
    `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="${TEXT_WIDTH}" w:type="dxa"/></w:tblPr>` +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>` +
    `<w:tr>${head}</w:tr>${body}</w:tbl>` +
    para('', { after: 0 }) // Word needs a paragraph between consecutive tables
  );
}

const DEFAULT_TABLE = [
  { key: 'name', label: 'Dish', twips: 3000 },
  { key: 'desc', label: 'Description', twips: 5200 },
  { key: 'price', label: 'Price', twips: 1200 },
];

/** Builds the .docx bytes for a menu; options come from menu.formats.docx. */
export function renderDocx(menu) {
  const o = { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1', ...menu.formats.docx };
  // Group headings ("DRINKS") sit one level above sections; menus with groups use Heading2 sections.
  const groupStyle = 'Heading1';
  const parts = [para(run(menu.title), { style: o.titleStyle })];
  if (menu.tagline)
    parts.push(
      para(run(menu.tagline, { i: true }), {
        style: o.titleStyle === 'Title' ? 'Subtitle' : undefined,
      }),
    );
  if (menu.intro) parts.push(para(run(menu.intro)));
  let group;
  for (const sec of menu.sections) {
    if (sec.group && sec.group !== group) parts.push(para(run(sec.group), { style: groupStyle }));
    group = sec.group ?? group;
    parts.push(para(run(headingWithPrice(sec, o.heading ?? 'plain')), { style: o.sectionStyle }));
    for (const note of sectionNotes(sec)) parts.push(para(run(note, { i: true })));
    if (o.style === 'table')
      parts.push(tableXml(sec, sec.table ?? o.table ?? menu.design.table ?? DEFAULT_TABLE, o));
    else parts.push(...sec.items.map((item) => itemParas(item, o)));
  }
  if (menu.footer) parts.push(para(run(menu.footer, { i: true, sz: 18 }), { jc: 'center' }));
  return docxPackage(parts.join(''), {
    font: o.font ?? 'Liberation Serif',
    landscape: o.landscape,
  });
}
