// Assembles a menu's HTML page from its design: header (restaurant title, tagline), sections in
// one to three CSS columns (or tables), optional group headings and a full-width footer. The same
// page is printed to PDF and screenshotted for the PNG and photo variants.
import { headingText, sectionNotes } from '../model.mjs';
import { esc, itemHtml, tableHtml } from './items.mjs';
import { menuCss } from './styles.mjs';

function sectionHtml(sec, design, breakBefore) {
  // A section price printed in the heading gets its own span, as a designer would space it.
  const price =
    sec.price && sec.priceStyle === 'heading'
      ? `<span class="sec-price">${esc(sec.price)}</span>`
      : '';
  const heading = `<h2>${esc(headingText(sec.printed ?? sec.name, design.heading))}${price}</h2>`;
  const notes = sectionNotes(sec)
    .map((n) => `<p class="note">${esc(n)}</p>`)
    .join('');
  const body =
    design.layout === 'table'
      ? tableHtml(sec, design)
      : sec.items.map((item) => itemHtml(item, design)).join('');
  const cls = [breakBefore && 'page-break', sec.columnBreak && 'col-break'].filter(Boolean);
  return `<section class="${cls.join(' ')}">${heading}${notes}${body}</section>`;
}

function sectionsHtml(menu) {
  let group;
  return menu.sections
    .map((sec) => {
      // A group heading ("DRINKS") is printed when the group changes; it is not a category. A
      // page break then goes before the group heading, not between it and its first section.
      const newGroup = sec.group && sec.group !== group;
      const brk = sec.pageBreak ? ' page-break' : '';
      const groupHtml = newGroup ? `<div class="group${brk}">${esc(sec.group)}</div>` : '';
      group = sec.group ?? group;
      return groupHtml + sectionHtml(sec, menu.design, sec.pageBreak && !newGroup);
    })
    .join('');
}

// Fill each leader with as many dots as fit, so no clipped glyph hides under the price (the PDF
// text layer would still contain it).
// The print layout may be zoomed (see menuCss), so the leaders are refilled once print media
// applies (Chromium fires the media-query change before it lays out the PDF).
const LEADER_SCRIPT = `
function fillLeaders() {
  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
  probe.textContent = '.'.repeat(100);
  for (const dots of document.querySelectorAll('.dots')) {
    dots.textContent = '';
    dots.parentNode.appendChild(probe);
    const one = probe.getBoundingClientRect().width / 100;
    probe.remove();
    dots.textContent = '.'.repeat(Math.max(2, Math.floor((dots.clientWidth - 8) / one) - 1));
  }
}
fillLeaders();
matchMedia('print').addEventListener('change', fillLeaders);
document.body.setAttribute('data-height', Math.ceil(document.documentElement.scrollHeight));
`;

/** `printZoom` < 1 shrinks the printed page (not the screen one) so a menu fits its page. */
export function menuHtml(menu, { printZoom = 1 } = {}) {
  const d = menu.design;
  const tagline = menu.tagline ? `<div class="tagline">${esc(menu.tagline)}</div>` : '';
  const intro = menu.intro ? `<div class="intro">${esc(menu.intro)}</div>` : '';
  const header = `<header><h1>${esc(menu.title)}</h1>${tagline}${intro}</header>`;
  // Most designs centre the title above all columns; some put it at the top of the first column.
  const body = d.titleInColumn
    ? `<main>${header}${sectionsHtml(menu)}</main>`
    : `${header}<main>${sectionsHtml(menu)}</main>`;
  const footer = menu.footer ? `<footer>${esc(menu.footer)}</footer>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(menu.title)}</title>
<style>${menuCss(d, printZoom)}</style></head><body>${body}${footer}
<script>${LEADER_SCRIPT}</script></body></html>`;
}
