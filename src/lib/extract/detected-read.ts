/**
 * The second look at a photo, by the learned detector: the lines of text it finds
 * (text-detector.ts) that the first pass left unread are each thresholded by themselves, stacked
 * on a sheet (box-sheet.ts) and read once as a block of lines; the words go back to where they
 * are on the photo (levelled as tesseract's deskewed page is). The first pass stands: this only
 * adds what it missed, such as a price beside an icon, a white heading on a coloured band, or a
 * line in glare.
 */
import type { Block, Worker } from 'tesseract.js';
import { boxSheet, boxWordsOnPage, levelCentre } from './box-sheet';
import type { Box } from './missed-ink';
import { upscaleFactor } from './ocr-preprocess';
import { decodeScaled, type Rgba } from './raster';
import { readAsBlock } from './second-look';
import { pageTilt, type TextBox } from './text-boxes';
import { detectTextBoxes } from './text-detector';

type Tesseract = typeof import('tesseract.js');

/** A box is read again when less than this share of it is covered by first-pass words. */
const COVERED = 0.1;

/** The share of `box` (upright, on the levelled page) that `words` cover. */
export function coveredShare(box: Box, words: Box[]): number {
  const area = (box.x1 - box.x0) * (box.y1 - box.y0);
  if (!(area > 0)) return 1;
  let covered = 0;
  for (const w of words) {
    const x = Math.min(box.x1, w.x1) - Math.max(box.x0, w.x0);
    const y = Math.min(box.y1, w.y1) - Math.max(box.y0, w.y0);
    if (x > 0 && y > 0) covered += x * y;
  }
  return Math.min(1, covered / area);
}

/** Where a detected line lies on the page turned level by `tilt` about its middle. */
function levelled(box: TextBox, tilt: number, width: number, height: number): Box {
  const [cx, cy] = levelCentre(box, tilt, width, height);
  return {
    x0: cx - box.halfWidth,
    x1: cx + box.halfWidth,
    y0: cy - box.halfHeight,
    y1: cy + box.halfHeight,
  };
}

/** The image as OCR reads it, and the lines the detector found on it. */
export type DetectedLines = { page: Rgba; boxes: TextBox[] };

/**
 * Runs the detector on an image (encoded bytes), in the pixels of the image as OCR reads it. It
 * needs nothing from tesseract, so it runs while tesseract's own worker reads the page. Rejects
 * when the detector cannot run.
 */
export async function detectLines(
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<DetectedLines | null> {
  const page = await decodeScaled(bytes, upscaleFactor, { always: true });
  if (!page) return null;
  return { page, boxes: await detectTextBoxes(bytes, page, signal) };
}

/**
 * Words of the detected lines that `read` (first-pass word boxes, in the same pixels) does not
 * cover, as blocks to append to the first pass's; nothing when that read fails. The worker is
 * left in sparse mode.
 */
export async function readUncoveredLines(
  worker: Worker,
  detected: DetectedLines,
  read: Box[],
  PSM: Tesseract['PSM'],
): Promise<Block[]> {
  const { page, boxes } = detected;
  const tilt = pageTilt(boxes);
  const missed = boxes.filter(
    (b) => coveredShare(levelled(b, tilt, page.width, page.height), read) < COVERED,
  );
  const sheet = boxSheet(page, missed, tilt);
  if (!sheet) return [];
  // The second look only adds: if its read fails, the first pass stands and the page still reads.
  try {
    return boxWordsOnPage(await readAsBlock(worker, sheet.image, PSM), sheet);
  } catch {
    return [];
  }
}
