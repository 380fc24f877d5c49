/**
 * OCR words -> positioned spans: tesseract's block tree flattened into word boxes, junk from dot
 * leaders and paper texture dropped, font size and weight measured from the ink. Shared by photos
 * and scanned PDF pages.
 */
import type { Block } from 'tesseract.js';
import type { Span } from './document';
import { boldWords } from './ink-weight';
import { readInkBitmap, type InkBitmap } from './png-bits';

/**
 * On photos, dot leaders and paper texture come back as junk "words". Measured on the fixture
 * photo: junk scores 0-32 and sits in lines whose other words are junk too, or is only a few
 * pixels tall; real words score 89-96. Confident words are always kept.
 */
const SURE_WORD = 60;
const MIN_WORD = 30;
const MIN_LINE = 45;
const MIN_RELATIVE_INK = 0.35;

type OcrWord = { confidence: number; line: number; ink: number; box: Span };

/** The upper middle of `values`; 0 when there are none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1] : 0;
}

function isLikelyText(word: OcrWord, typicalInk: number): boolean {
  if (word.confidence >= SURE_WORD) return true;
  return (
    word.confidence >= MIN_WORD &&
    word.line >= MIN_LINE &&
    word.ink >= MIN_RELATIVE_INK * typicalInk
  );
}

/**
 * Font size (em) from a word's ink height. Tesseract's row heights vary from line to line, but
 * ink height depends only on the letters: capitals, digits and ascenders reach ~0.72 em above
 * the baseline (x-height letters ~0.5 em), descenders ~0.21 em below.
 */
export function emFromInk(text: string, inkHeight: number): number {
  const tall = /[\p{Lu}\p{N}bdfhklt]/u.test(text) ? 0.72 : 0.5;
  const deep = /[gjpqy]/.test(text) ? 0.21 : 0;
  return inkHeight / (tall + deep);
}

/**
 * Flattens tesseract's block > paragraph > line > word tree into word boxes (image y is down).
 * Boxes span the text line (baseline minus row height to baseline plus descenders) rather than the
 * ink, so 'menu', 'Burger' and '$16' on one line get the same box height and vertical centre.
 */
export function ocrWordsToSpans(blocks: Block[] | null, bitmap?: InkBitmap | null): Span[] {
  const words: OcrWord[] = [];
  const lines = (blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const bold = bitmap
    ? boldWords(
        bitmap,
        lines.map((l) =>
          l.words.map((w) => ({
            ...w.bbox,
            text: w.text,
            em: emFromInk(w.text, w.bbox.y1 - w.bbox.y0),
          })),
        ),
      )
    : [];
  for (const [lineIndex, line] of lines.entries()) {
    const { baseline, rowAttributes: row } = line;
    const run = baseline.x1 - baseline.x0;
    const slope = run ? (baseline.y1 - baseline.y0) / run : 0;
    for (const [wordIndex, word] of line.words.entries()) {
      if (!word.text.trim()) continue;
      const { x0, x1, y0, y1 } = word.bbox;
      const base = baseline.y0 + slope * ((x0 + x1) / 2 - baseline.x0);
      const usable = row?.rowHeight > 0 && Number.isFinite(base);
      const top = usable ? base - (row.rowHeight - row.descenders) : y0;
      const bottom = usable ? base + row.descenders : y1;
      words.push({
        confidence: word.confidence,
        line: line.confidence,
        ink: y1 - y0,
        // Row height is ascender to descender: about 1.2 em of the line's type.
        box: {
          text: word.text,
          x0,
          x1,
          top,
          bottom,
          size: emFromInk(word.text, y1 - y0),
          confidence: word.confidence / 100,
          ...(bold[lineIndex]?.[wordIndex] ? { bold: true } : {}),
        },
      });
    }
  }
  const typicalInk = median(words.filter((w) => w.confidence >= SURE_WORD).map((w) => w.ink));
  return words.filter((w) => isLikelyText(w, typicalInk)).map((w) => w.box);
}

/** The thresholded page tesseract read (a PNG data URL), as ink pixels; null if unreadable. */
export async function inkBitmap(dataUrl: string | null): Promise<InkBitmap | null> {
  const base64 = dataUrl?.split(',')[1];
  if (!base64) return null;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return readInkBitmap(bytes).catch(() => null);
}

/**
 * The boxes of the words a read holds, however unsure: what counts as read when a second look
 * decides what to read again (re-reading texture and pictures costs time and brings back junk,
 * and an unsure word's ink reads no better the second time).
 */
export function readWordBoxes(blocks: Block[] | null): Block['bbox'][] {
  return (blocks ?? [])
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))
    .filter((w) => w.text.trim())
    .map((w) => w.bbox);
}

/** How well a page read: confident letters and the mean word confidence (0..100). */
export type OcrQuality = { words: number; letters: number; meanConfidence: number };

/** Orientation is judged by letters in confident words: sideways or upside-down text reads as
 * few, unsure words. */
const CONFIDENT_WORD = 60;

export function ocrQuality(blocks: Block[] | null): OcrQuality {
  const words = (blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)),
  );
  const real = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  const letters = real
    .filter((w) => w.confidence >= CONFIDENT_WORD)
    .reduce((n, w) => n + (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  const meanConfidence = real.length ? real.reduce((n, w) => n + w.confidence, 0) / real.length : 0;
  return { words: real.length, letters, meanConfidence };
}
