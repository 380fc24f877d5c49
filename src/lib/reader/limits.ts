import { ReaderError } from './errors';

/**
 * Limits no real menu reaches (the largest in either corpus has 8 pages and about 250 dishes), so
 * a runaway file is refused at once with a message instead of holding the reader for minutes and
 * then failing to store a draft the browser cannot keep.
 */
export const READER_LIMITS = {
  pages: 20,
  /** Laid-out lines: a dish takes one to four, so this is far above the item limit. */
  lines: 8000,
  items: 2000,
} as const;

export const LIMIT_MESSAGES = {
  pages: (n: number) =>
    `This file has ${n} pages; Preshift reads menus of up to ${READER_LIMITS.pages} pages. Upload the menu pages only, or split the file.`,
  lines: (n: number) =>
    `This file has ${n.toLocaleString('en-US')} lines of text; Preshift reads menus of up to ${READER_LIMITS.lines.toLocaleString('en-US')} lines. Upload one menu at a time.`,
  items: (n: number) =>
    `This menu has ${n.toLocaleString('en-US')} items; Preshift reads menus of up to ${READER_LIMITS.items.toLocaleString('en-US')} items. Upload one menu at a time.`,
};

export function checkPages(count: number): void {
  if (count > READER_LIMITS.pages)
    throw new ReaderError('Menu too long', LIMIT_MESSAGES.pages(count));
}

/**
 * `spans` counts laid-out lines, or a document's spans before layout: one per line for text, but
 * a PDF's spans are runs of words, so those get four times the room before layout says.
 */
export function checkLines(spans: number, kind: 'text' | 'pdf' | 'word' | 'image'): void {
  const limit = kind === 'text' ? READER_LIMITS.lines : READER_LIMITS.lines * 4;
  if (spans > limit) throw new ReaderError('Menu too long', LIMIT_MESSAGES.lines(spans));
}

export function checkItems(count: number): void {
  if (count > READER_LIMITS.items)
    throw new ReaderError('Menu too long', LIMIT_MESSAGES.items(count));
}
