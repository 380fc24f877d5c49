// The review fixture: a two-column PDF in which one dish sits alone under its heading (the
// import is unsure of it) and one dish has no price, so the parser leaves its lines unused.
import { printPdf } from './chromium.mjs';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const reviewMenu = {
  file: 'olive-and-ember-two-column.pdf',
  title: 'OLIVE & EMBER',
  columns: [
    [
      [
        'STARTERS',
        [
          ['Burrata', '16', 'heirloom tomato, basil oil'],
          ['Grilled Octopus', '19', 'chickpeas, lemon, smoked paprika'],
          ['Crispy Calamari', '14', 'lemon aioli'],
          ['Soup of the Day', '', 'ask your server'],
        ],
      ],
      [
        'SALADS',
        [
          ['Caesar Salad', '13', 'romaine, parmesan, anchovy'],
          ['Beet Salad', '12', 'goat cheese, walnuts'],
        ],
      ],
    ],
    [
      [
        'MAINS',
        [
          ['Pan-Seared Halibut', '34', 'fennel, citrus butter'],
          ['Roast Chicken', '28', 'potato purée, jus'],
          ['Ribeye Steak', '42', 'peppercorn sauce, fries'],
        ],
      ],
      ['DESSERT', [['Tiramisu', '9', 'mascarpone, espresso']]],
    ],
  ],
  footer: 'Please tell us about any allergies before ordering.',
};

function html(menu) {
  const item = ([name, price, desc]) =>
    `<div class="item"><div class="row"><span>${esc(name)}</span><span>${esc(price)}</span></div><div class="desc">${esc(desc)}</div></div>`;
  const column = (sections) =>
    `<div class="col">${sections.map(([h, items]) => `<h2>${esc(h)}</h2>${items.map(item).join('')}`).join('')}</div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: Letter; margin: 0.7in; }
body { font-family: 'Liberation Sans', sans-serif; color: #222; margin: 0; }
h1 { text-align: center; font-family: 'Liberation Serif', serif; letter-spacing: 3px; font-size: 28px; margin: 0 0 24px; }
.cols { display: flex; gap: 0.6in; }
.col { flex: 1; }
h2 { font-size: 16px; letter-spacing: 2px; margin: 18px 0 8px; }
.item { margin: 0 0 10px; }
.row { display: flex; justify-content: space-between; font-size: 14px; font-weight: bold; }
.desc { font-size: 11px; font-style: italic; color: #555; }
.foot { margin-top: 36px; text-align: center; font-size: 11px; }
</style></head><body><h1>${esc(menu.title)}</h1><div class="cols">${menu.columns.map(column).join('')}</div><p class="foot">${esc(menu.footer)}</p></body></html>`;
}

export function makeReviewPdf(outFile) {
  printPdf(html(reviewMenu), outFile);
}
