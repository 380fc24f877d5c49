// Renders the two-page bistro menu to PDF through Chromium's print pipeline, so the PDF has real
// embedded fonts and separately positioned text runs (name, leader dots, price), like menus
// exported from design tools.
import { readFileSync, writeFileSync } from 'node:fs';
import { printPdf } from './chromium.mjs';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function itemHtml(item, leaders) {
  const desc = item.description ? `<div class="desc">${esc(item.description)}</div>` : '';
  const dots = leaders ? '<span class="dots"></span>' : '<span class="gap"></span>';
  return `<div class="item"><div class="row"><span class="name">${esc(item.name)}</span>${dots}<span class="price">${esc(item.price)}</span></div>${desc}</div>`;
}

function sectionHtml(section) {
  // The Sides section has right-aligned prices without leaders: the wide blank gap must still
  // end up on one line after extraction.
  const leaders = section.name !== 'SIDES';
  return `<h2>${esc(section.name)}</h2>${section.items.map((i) => itemHtml(i, leaders)).join('')}`;
}

export function bistroHtml(menu) {
  const pages = menu.pages
    .map(
      (sections, i) =>
        `<section class="page${i > 0 ? ' break' : ''}">${sections.map(sectionHtml).join('')}</section>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: Letter; margin: 0.8in 0.9in; }
body { font-family: 'Liberation Serif', serif; color: #222; width: 6.6in; margin: 0; }
h1 { text-align: center; letter-spacing: 4px; font-size: 30px; margin: 0 0 4px; }
.sub { text-align: center; font-style: italic; margin-bottom: 28px; }
h2 { font-family: 'Liberation Sans', sans-serif; font-size: 17px; letter-spacing: 2px; margin: 26px 0 10px; }
.item { margin: 0 0 12px; }
.row { display: flex; font-size: 15px; white-space: nowrap; }
.dots { flex: 1; overflow: hidden; padding: 0 4px; }
.gap { flex: 1; }
.desc { font-size: 12px; font-style: italic; color: #555; margin-top: 2px; }
.break { break-before: page; }
</style></head><body>
<h1>${esc(menu.title)}</h1><div class="sub">${esc(menu.subtitle)}</div>${pages}
<script>
// Fill each leader with as many dots as fit, so no clipped glyph hides under the price (the PDF
// text layer would still contain it). Body width is fixed so screen and print layouts agree.
const probe = document.createElement('span');
probe.className = 'row';
probe.style.cssText = 'position:absolute;visibility:hidden;display:inline';
probe.textContent = '.'.repeat(100);
document.body.appendChild(probe);
const one = probe.getBoundingClientRect().width / 100;
probe.remove();
for (const dots of document.querySelectorAll('.dots')) {
  dots.textContent = '.'.repeat(Math.max(3, Math.floor((dots.clientWidth - 8) / one) - 1));
}
</script></body></html>`;
}

export function makePdf(menu, outFile) {
  printPdf(bistroHtml(menu), outFile);
  // Pin Chromium's creation/modification dates (same length, so xref offsets stay valid) so that
  // regenerating the fixture does not change the committed bytes.
  const bytes = readFileSync(outFile, 'latin1').replace(
    /\/(CreationDate|ModDate) \(D:\d{14}([^)]*)\)/g,
    (_, key, zone) => `/${key} (D:20240101000000${zone})`,
  );
  writeFileSync(outFile, bytes, 'latin1');
}
