/**
 * The positioned document every extractor returns: pages of text spans with a box and the
 * typography the format knows. Layout analysis (lib/layout) turns it into ordered lines; keeping
 * positions and styles this far is what lets columns, tables and styled headings be told apart.
 */

/** A run of text in top-down page coordinates (y grows downwards), in the page's own units. */
export type Span = {
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** Font size (em height) in page units. */
  size: number;
  bold?: boolean;
  italic?: boolean;
  /** The extractor's word confidence, 0..1 (OCR only). */
  confidence?: number;
};

export type DocPage = {
  width: number;
  height: number;
  spans: Span[];
  /** The spans are OCR words (a scanned PDF page): separate words, read like a photo's. */
  ocr?: boolean;
  /**
   * Degrees the page was turned clockwise (on top of a PDF's /Rotate) so its text reads upright;
   * the spans are in that turned page.
   */
  rotation?: 90 | 180 | 270;
};

export type DocKind = 'pdf' | 'word' | 'image' | 'text';

export type PositionedDocument = { kind: DocKind; pages: DocPage[] };

/** Text files: one row per line, runs of 2+ spaces or a tab split cells, monospace positions. */
const TEXT_CHAR_WIDTH = 6;
const TEXT_LINE_HEIGHT = 12;
const TEXT_FONT_SIZE = 10;

/**
 * Plain text as a positioned page: each run of text between wide gaps is a span placed at its
 * character column, so a text file's spaced columns look like a PDF's to the layout step.
 */
export function textToDocument(text: string): PositionedDocument {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  const spans: Span[] = [];
  let width = 0;
  lines.forEach((line, row) => {
    width = Math.max(width, line.length);
    for (const run of line.matchAll(/\S+(?: \S+)*/g)) {
      const col = run.index ?? 0;
      spans.push({
        text: run[0],
        x0: col * TEXT_CHAR_WIDTH,
        x1: (col + run[0].length) * TEXT_CHAR_WIDTH,
        top: row * TEXT_LINE_HEIGHT,
        bottom: row * TEXT_LINE_HEIGHT + TEXT_FONT_SIZE,
        size: TEXT_FONT_SIZE,
      });
    }
  });
  return {
    kind: 'text',
    pages: [
      {
        width: width * TEXT_CHAR_WIDTH,
        height: lines.length * TEXT_LINE_HEIGHT,
        spans,
      },
    ],
  };
}
