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

/** Words wrapped to `width` characters (a description typed into a narrow text column). */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** One section as the lines of a narrow text column: "Name    12", description wrapped under it. */
function columnLines(sec, heading, o) {
  const width = o.colWidth ?? 38;
  const out = ['', headingWithPrice(sec, heading), ...sectionNotes(sec)];
  for (const item of sec.items) {
    const name = nameText(item, o);
    const price = printedPrice(item, o.priceSep);
    out.push(price ? pad(name, price, width) : name);
    if (item.desc) out.push(...wrap(item.desc, width).map((l) => `${o.descIndent ?? ''}${l}`));
  }
  return out;
}

/**
 * Two columns side by side, kept apart by a run of spaces (a menu laid out in a text editor or
 * copied from a two-column page): the sections are split where the columns come out most even.
 */
function twoColumnLines(menu, heading, o) {
  const blocks = menu.sections.map((sec) => columnLines(sec, heading, o));
  const height = (list) => list.reduce((n, b) => n + b.length, 0);
  let split = 1;
  for (let k = 1; k < blocks.length; k++) {
    const worst = (i) => Math.max(height(blocks.slice(0, i)), height(blocks.slice(i)));
    if (worst(k) < worst(split)) split = k;
  }
  const left = blocks.slice(0, split).flat().slice(1);
  const right = blocks.slice(split).flat().slice(1);
  const width = Math.max(...left.map((l) => l.length));
  const gutter = ' '.repeat(o.gutter ?? 6);
  const rows = [];
  for (let k = 0; k < Math.max(left.length, right.length); k++) {
    const l = left[k] ?? '';
    rows.push(right[k] ? `${l.padEnd(width)}${gutter}${right[k]}` : l);
  }
  return rows;
}

export function renderTxt(menu) {
  const o = { style: 'spaced', ...menu.formats.txt };
  const heading = o.heading ?? TXT_HEADING[menu.design.heading] ?? menu.design.heading ?? 'caps';
  const out = [menu.title];
  if (menu.tagline) out.push(menu.tagline);
  if (menu.intro) out.push(menu.intro);
  if (o.style === 'columns') {
    out.push('', ...twoColumnLines(menu, heading, o));
    if (menu.footer) out.push('', menu.footer);
    return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
  }
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
