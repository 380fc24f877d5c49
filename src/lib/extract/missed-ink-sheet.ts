/**
 * The missed lines (missed-ink.ts) stacked one under another on a white sheet, so one more OCR
 * read (as a uniform block of lines) covers them all at a fraction of the page's cost, and the
 * words read there moved back to where their ink is on the page.
 */
import type { Block, Line } from 'tesseract.js';
import type { Box, MissedInk } from './missed-ink';
import type { Rgba } from './raster';

/**
 * Where one missed line sits on the sheet: its ink starts at (`left`, `top`); the sheet's rows
 * `from` to `to` (the line, its margins and the gap after it) belong to it.
 */
export type Placement = { line: Box; left: number; top: number; from: number; to: number };

export type Sheet = { image: Rgba; places: Placement[] };

/** White around each line (in line heights): tesseract reads a line best with a margin. */
const MARGIN = 0.5;
const GAP = 1;

export function missedInkSheet(missed: MissedInk, lineHeight: number): Sheet | null {
  const { lines, ink, width: pageWidth } = missed;
  if (!lines.length) return null;
  const margin = Math.round(MARGIN * lineHeight);
  const gap = Math.round(GAP * lineHeight);
  const width = Math.max(...lines.map((l) => l.x1 - l.x0)) + 2 * margin;
  const places: Placement[] = [];
  let y = 0;
  for (const line of lines) {
    const to = y + line.y1 - line.y0 + 2 * margin + gap;
    places.push({ line, left: margin, top: y + margin, from: y, to });
    y = to;
  }
  const height = y;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const { line, left, top } of places)
    for (let py = line.y0; py < line.y1; py++)
      for (let px = line.x0; px < line.x1; px++) {
        if (!ink[py * pageWidth + px]) continue;
        const o = ((top + py - line.y0) * width + left + px - line.x0) * 4;
        data[o] = data[o + 1] = data[o + 2] = 0;
      }
  return { image: { width, height, data }, places };
}

/** One narrow letter: what OCR makes of a vertical rule's end. */
const THIN_STROKE = /^[iIl1|!]$/;

type Shift = { dx: number; dy: number };

const moved = <T extends { x0: number; x1: number; y0: number; y1: number }>(
  b: T,
  s: Shift,
): T => ({
  ...b,
  x0: b.x0 + s.dx,
  x1: b.x1 + s.dx,
  y0: b.y0 + s.dy,
  y1: b.y1 + s.dy,
});

/** How far a word read on the sheet moves to land on its line's ink on the page. */
const shiftOf = (p: Placement): Shift => ({ dx: p.line.x0 - p.left, dy: p.line.y0 - p.top });

/**
 * The sheet's read lines back on the page: each word goes to the missed line its middle falls in
 * and moves with it. Words without a letter or digit are dropped: on the sheet they are the ends
 * of a panel's rule or box read as `|` or `[`, which would stand in the gutter between columns.
 * So is a lone thin stroke before a line's first word (`l Kedgeree`): the same rule's end.
 */
export function wordsOnPage(blocks: Block[] | null, sheet: Sheet): Block[] {
  const out: Line[] = [];
  const lines = (blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  for (const line of lines) {
    const byPlace = new Map<Placement, Line['words']>();
    const texts = line.words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
    if (texts.length > 1 && THIN_STROKE.test(texts[0].text)) texts.shift();
    for (const word of texts) {
      const mid = (word.bbox.y0 + word.bbox.y1) / 2;
      const place = sheet.places.find((p) => mid >= p.from && mid < p.to);
      if (!place) continue;
      const words = byPlace.get(place) ?? [];
      words.push({ ...word, bbox: moved(word.bbox, shiftOf(place)) });
      byPlace.set(place, words);
    }
    for (const [place, words] of byPlace) {
      const shift = shiftOf(place);
      out.push({
        ...line,
        words,
        bbox: moved(line.bbox, shift),
        baseline: moved(line.baseline, shift),
      });
    }
  }
  if (!out.length) return [];
  // ocrWordsToSpans and ocrQuality read only paragraphs > lines > words.
  return [{ paragraphs: [{ lines: out }] } as unknown as Block];
}
