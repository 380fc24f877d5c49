// Plain text as someone would paste or type a menu: prices padded to a column with spaces,
// after a tab, after a dash, or on their own line; wine lists as space-aligned columns.
import { codeText, headingWithPrice, marksText, printedPrice, sectionNotes } from '../model.mjs';

function nameText(item, o) {
  const marks = item.marks ? ` ${marksText(item, o.marks ?? 'paren')}` : '';
  return `${item.code ? codeText(item, o.codes ?? 'dot') : ''}${item.name}${marks}`;
}

const pad = (left, right, width) =>
  `${left}${' '.repeat(Math.max(3, width - left.length - right.length))}${right}`;

function itemLines(item, o) {
  const name = nameText(item, o);
  const price = printedPrice(item, o.priceSep);
  const desc = item.desc ? [`${o.descIndent ?? ''}${item.desc}`] : [];
  switch (o.style) {
    case 'tabs':
      return [price ? `${name}\t${price}` : name, ...desc];
    case 'dash':
      return [price ? `${name} ${o.dash ?? '-'} ${price}` : name, ...desc];
    case 'below':
      return [name, ...desc, ...(price ? [price] : [])];
    case 'inline': // "Name - description  12"
      return [
        `${name}${item.desc ? ` ${o.dash ?? '-'} ${item.desc}` : ''}${price ? `  ${price}` : ''}`,
      ];
    default: // 'spaced'
      return [price ? pad(name, price, o.width ?? 60) : name, ...desc];
  }
}

/** Space-aligned columns (the wine list / table menus pasted from a spreadsheet). */
function tableLines(sec, cols, o) {
  const cell = (item, key) => {
    if (key === 'name') return nameText(item, o);
    if (key === 'price') return printedPrice(item, o.priceSep);
    if (key.startsWith('price:')) {
      const prices = Array.isArray(item.price) ? item.price : [item.price];
      return prices[Number(key.slice(6))] ?? '';
    }
    return item[key] ?? '';
  };
  const shown = cols.filter((c) => c.key !== 'desc' || o.tableDesc);
  const grid = [
    shown.map((c) => c.label),
    ...sec.items.map((i) => shown.map((c) => cell(i, c.key))),
  ];
  const widths = shown.map((_, k) => Math.max(...grid.map((r) => r[k].length)));
  const sep = o.style === 'table-tabs' ? '\t' : '   ';
  return grid.map((r) =>
    r
      .map((v, k) => {
        if (sep === '\t') return v;
        return shown[k].key.startsWith('price') ? v.padStart(widths[k]) : v.padEnd(widths[k]);
      })
      .join(sep)
      .trimEnd(),
  );
}

const TXT_HEADING = { tracking: 'caps', 'small-caps': 'plain' };

export function renderTxt(menu) {
  const o = { style: 'spaced', ...menu.formats.txt };
  const heading = o.heading ?? TXT_HEADING[menu.design.heading] ?? menu.design.heading ?? 'caps';
  const out = [menu.title];
  if (menu.tagline) out.push(menu.tagline);
  if (menu.intro) out.push(menu.intro);
  let group;
  for (const sec of menu.sections) {
    if (sec.group && sec.group !== group) out.push('', `== ${sec.group} ==`);
    group = sec.group ?? group;
    out.push('', headingWithPrice(sec, heading));
    if (o.underline) out.push('-'.repeat(headingWithPrice(sec, heading).length));
    out.push(...sectionNotes(sec));
    if (o.style.startsWith('table')) {
      out.push(...tableLines(sec, sec.table ?? o.table ?? menu.design.table, o));
      continue;
    }
    for (const item of sec.items) {
      out.push(...itemLines(item, o));
      if (o.blankBetween) out.push('');
    }
  }
  if (menu.footer) out.push('', menu.footer);
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
