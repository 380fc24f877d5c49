// Sanity rules for the hand-written menus, checked before anything is rendered: a typo in the
// data would otherwise silently become a wrong ground truth.
import { itemCount } from './model.mjs';

const FORMATS = new Set(['pdf', 'docx', 'png', 'photo', 'txt']);

export function checkMenu(menu) {
  const fail = (msg) => {
    throw new Error(`${menu.id}: ${msg}`);
  };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(menu.id)) fail('id must be kebab-case');
  if (!['tune', 'holdout'].includes(menu.split)) fail(`bad split ${menu.split}`);
  const formats = Object.keys(menu.formats);
  if (formats.length < 2 || formats.length > 4) fail('needs 2-4 formats');
  for (const f of formats) if (!FORMATS.has(f)) fail(`unknown format ${f}`);
  const n = itemCount(menu);
  if (n < 15 || n > 60) fail(`has ${n} items; 15-60 wanted`);
  if (menu.sections.length < 3 || menu.sections.length > 9) fail('needs 3-9 sections');
  if (menu.design.layout === 'table' && !menu.design.table) fail('table layout without columns');
  const names = new Set();
  for (const sec of menu.sections) {
    if (sec.price && !['heading', 'line'].includes(sec.priceStyle)) fail(`${sec.name}: priceStyle`);
    if (sec.priceStyle === 'line' && !sec.priceLine?.includes(sec.price)) {
      fail(`${sec.name}: priceLine must print the section price`);
    }
    for (const item of sec.items) {
      if (!item.name?.trim()) fail(`${sec.name}: item without a name`);
      if (item.price && sec.price) fail(`${item.name}: both item and section price`);
      const key = `${sec.name}/${item.name}`.toLowerCase();
      if (names.has(key)) fail(`duplicate item ${key}`);
      names.add(key);
      if (item.marks && !/^(V|VG|VE|GF|DF)([ ,]+(V|VG|VE|GF|DF))*$/.test(item.marks)) {
        fail(`${item.name}: unknown marks ${item.marks}`);
      }
    }
  }
}
