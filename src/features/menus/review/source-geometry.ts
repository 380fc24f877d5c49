import type { CSSProperties } from 'react';
import type { ImportReview, SourceBox, SourceLine } from '@/domain/import-review';

export type LineRange = { start: number; end: number };
export type IndexedLine = { index: number; line: SourceLine };
export type PageSize = ImportReview['pages'][number];

export function isHighlighted(index: number, highlight: LineRange | null): boolean {
  return highlight !== null && index >= highlight.start && index <= highlight.end;
}

/** The lines of each page in reading order; every page up to the last line's, even if empty. */
export function linesByPage(review: ImportReview): { page: number; lines: IndexedLine[] }[] {
  const count = Math.max(review.pages.length, ...review.lines.map((l) => l.page));
  const pages = Array.from({ length: count }, (_, i) => ({
    page: i + 1,
    lines: [] as IndexedLine[],
  }));
  review.lines.forEach((line, index) => pages[line.page - 1].lines.push({ index, line }));
  return pages;
}

/** Every line's page has a size, so its box can be placed over the page picture. */
export function canPlaceLines(review: ImportReview): boolean {
  return review.pages.length > 0 && review.lines.every((l) => review.pages[l.page - 1]);
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * A line's box as percentages of its page, so it lands on the same words whatever size the page is
 * drawn at. Slightly padded: the boxes hug the glyphs, and a frame that touches letters hides them.
 */
export function boxStyle(box: SourceBox, page: PageSize): CSSProperties {
  const padX = 0.004 * page.width;
  const padY = 0.15 * (box.bottom - box.top);
  const left = clamp(((box.x0 - padX) / page.width) * 100);
  const top = clamp(((box.top - padY) / page.height) * 100);
  const right = clamp(((box.x1 + padX) / page.width) * 100);
  const bottom = clamp(((box.bottom + padY) / page.height) * 100);
  return {
    left: `${left}%`,
    top: `${top}%`,
    width: `${right - left}%`,
    height: `${bottom - top}%`,
  };
}

/**
 * Scrolls `panel` (not the window, which scrollIntoView would also move) so `target` shows, about a
 * third of the way down, below `topInset` px of sticky header. Leaves a visible target alone.
 */
export function scrollWithin(panel: HTMLElement, target: Element, topInset = 0) {
  const view = panel.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  const visibleTop = view.top + topInset;
  if (box.top >= visibleTop && box.bottom <= view.bottom) return;
  const offset = box.top - view.top + panel.scrollTop;
  const room = panel.clientHeight - topInset;
  panel.scrollTop = Math.max(0, offset - topInset - Math.max(0, room - box.height) / 3);
}
