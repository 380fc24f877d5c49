// PDF through Chromium's print pipeline: real embedded fonts and separately positioned text
// runs, like menus exported from a design tool or "Save as PDF" from a browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { printPdf } from '../../make-fixtures/chromium.mjs';
import { menuHtml } from '../html/page.mjs';
import { pageBox } from '../html/styles.mjs';
import { measurePage } from './png.mjs';

const MIN_ZOOM = 0.7; // below this body text would drop under 8pt

function printPinned(menu, outFile, printZoom) {
  printPdf(menuHtml(menu, { printZoom }), outFile);
  // Pin Chromium's creation/modification dates (same length, so xref offsets stay valid) so a
  // re-run reproduces the same bytes.
  const bytes = readFileSync(outFile, 'latin1').replace(
    /\/(CreationDate|ModDate) \(D:\d{14}([^)]*)\)/g,
    (_, key, zone) => `/${key} (D:20240101000000${zone})`,
  );
  writeFileSync(outFile, bytes, 'latin1');
  return (bytes.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}

/**
 * Writes the PDF and returns its page count. Restaurants shrink type until a menu fits one page,
 * so unless the design is meant to run over several pages (design.multiPage) the print is zoomed
 * out just enough to fit, never below MIN_ZOOM.
 */
export function renderPdf(menu, outFile) {
  if (menu.design.multiPage) return printPinned(menu, outFile, 1);
  const box = pageBox(menu.design);
  const content = measurePage(menu).height - 80; // screen layout adds 40px paper margins
  const usable = box.height - 2 * box.margin;
  let zoom = Math.max(MIN_ZOOM, Math.min(1, (usable * 0.97) / content));
  let pages = printPinned(menu, outFile, zoom);
  while (pages > 1 && zoom > MIN_ZOOM) {
    zoom = Math.max(MIN_ZOOM, zoom * 0.93);
    pages = printPinned(menu, outFile, zoom);
  }
  return pages;
}
