// The "menu image saved from a website": a screenshot of the menu page. The page height is
// measured first (one --dump-dom run) so the window fits the whole menu without blank space.
import { dumpDom, screenshotPng } from '../../make-fixtures/chromium.mjs';
import { menuHtml } from '../html/page.mjs';
import { pageBox } from '../html/styles.mjs';

/** CSS size of the whole page as a browser window shows it (40px paper margin each side). */
export function measurePage(menu) {
  const html = menuHtml(menu);
  const match = /data-height="(\d+)"/.exec(dumpDom(html));
  if (!match) throw new Error(`${menu.id}: Chromium did not report the page height`);
  return { html, width: pageBox(menu.design).body + 80, height: Number(match[1]) };
}

/**
 * Screenshots the page at `scale` device pixels per CSS pixel. Website menu images are usually
 * 1000-1400 px wide; the default scale puts body text at 18-21 px.
 */
export function renderPng(menu, outFile, scale = menu.formats.png?.scale ?? 1.35) {
  const { html, width, height } = measurePage(menu);
  screenshotPng(html, outFile, { width, height, scale });
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
