/**
 * Detected lines of a photo (text-boxes.ts), each cut out level, brought to one height and
 * stretched black on white by its own ink and ground levels, stacked on a white sheet that OCR
 * reads once as a block of lines; and the words read there moved back onto the page. Levels per
 * line are what a photo needs: glare, shadow and white-on-colour headings defeat one threshold
 * for the whole page.
 */
import type { Block, Line } from 'tesseract.js';
import type { TextBox } from './text-boxes';
import type { Rgba } from './raster';

/** Box height on the sheet (px): the box holds its line and about half a line of margin. */
const ROW = 48;
const GAP = 8;
/** Never enlarge a box more than this: interpolated pixels read no better. */
const MAX_ZOOM = 4;

/** Where a box sits on the sheet: its top-left at (`left`, `top`), drawn `zoom` times its size. */
export type BoxPlace = {
  box: TextBox;
  /** The box's centre on the page turned level (see `levelPoint`). */
  level: [number, number];
  left: number;
  top: number;
  zoom: number;
  from: number;
  to: number;
};
export type BoxSheet = { image: Rgba; places: BoxPlace[] };

/** Luma of an RGBA image. */
export function grayOf(image: Rgba): Uint8Array {
  const { width, height, data } = image;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++)
    gray[i] = (data[i * 4] * 299 + data[i * 4 + 1] * 587 + data[i * 4 + 2] * 114) / 1000;
  return gray;
}

/**
 * Otsu's threshold of a box's pixels, whether its text is lighter than its ground (more than half
 * the box below the threshold: white letters on a dark band), and the ink's and ground's levels.
 */
export function boxThreshold(pixels: ArrayLike<number>) {
  const histogram = new Float64Array(256);
  for (let i = 0; i < pixels.length; i++) histogram[Math.round(pixels[i])] += 1;
  const total = pixels.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v];
  let [below, sumBelow, best, threshold] = [0, 0, -1, 128];
  for (let v = 0; v < 256; v++) {
    below += histogram[v];
    if (!below || below === total) continue;
    sumBelow += v * histogram[v];
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, v];
  }
  let [dark, darkSum] = [0, 0];
  for (let v = 0; v <= threshold; v++)
    [dark, darkSum] = [dark + histogram[v], darkSum + v * histogram[v]];
  const darkMean = dark ? darkSum / dark : 0;
  const lightMean = total > dark ? (sumAll - darkSum) / (total - dark) : 255;
  const light = dark > total / 2;
  return {
    threshold,
    light,
    ink: light ? lightMean : darkMean,
    ground: light ? darkMean : lightMean,
  };
}

/** Bilinear sample of the gray page at (x, y). */
function sample(gray: Uint8Array, width: number, height: number, x: number, y: number): number {
  const x0 = Math.max(0, Math.min(width - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(height - 1, Math.floor(y)));
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const [fx, fy] = [Math.max(0, x - x0), Math.max(0, y - y0)];
  const top = gray[y0 * width + x0] * (1 - fx) + gray[y0 * width + x1] * fx;
  const bottom = gray[y1 * width + x0] * (1 - fx) + gray[y1 * width + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Where a line's centre lies on a `width` x `height` page turned level by `tilt` about its middle. */
export function levelCentre(box: TextBox, tilt: number, width: number, height: number) {
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  const [dx, dy] = [box.cx - width / 2, box.cy - height / 2];
  return [width / 2 + dx * cos + dy * sin, height / 2 - dx * sin + dy * cos] as [number, number];
}

/**
 * A point of the box's own frame on the page turned level: each line lies flat, where the page
 * turned level by the sheet's tilt puts its centre. Spans come out level, as from tesseract's deskewed
 * page read, which is what the layout's line grouping expects.
 */
function levelPoint(place: BoxPlace, sx: number, sy: number): [number, number] {
  const { box, zoom, level } = place;
  return [level[0] + sx / zoom - box.halfWidth, level[1] + sy / zoom - box.halfHeight];
}

/** A point of the box's own frame (sheet pixels from its top-left) on the page. */
function pagePoint(place: BoxPlace, sx: number, sy: number): [number, number] {
  const { box, zoom } = place;
  const [u, v] = [sx / zoom - box.halfWidth, sy / zoom - box.halfHeight];
  const [cos, sin] = [Math.cos(box.angle), Math.sin(box.angle)];
  return [box.cx + u * cos - v * sin, box.cy + u * sin + v * cos];
}

/**
 * The sheet of `boxes` cut from `image`, each turned level and stretched black on white by its
 * own levels; their places are on the page turned level by `tilt`. Null when there are no boxes.
 */
export function boxSheet(image: Rgba, boxes: TextBox[], tilt: number): BoxSheet | null {
  if (!boxes.length) return null;
  const { width, height } = image;
  const gray = grayOf(image);
  const places: BoxPlace[] = [];
  let y = 0;
  for (const box of boxes) {
    const zoom = Math.min(MAX_ZOOM, ROW / Math.max(1, 2 * box.halfHeight));
    const rows = Math.round(2 * box.halfHeight * zoom);
    const level = levelCentre(box, tilt, width, height);
    places.push({ box, level, left: GAP, top: y + GAP / 2, zoom, from: y, to: y + rows + GAP });
    y += rows + GAP;
  }
  const sheetWidth =
    Math.max(...places.map((p) => Math.round(2 * p.box.halfWidth * p.zoom))) + 2 * GAP;
  const data = new Uint8ClampedArray(sheetWidth * y * 4).fill(255);
  for (const place of places) {
    const { box, left, top, zoom } = place;
    const [w, h] = [Math.round(2 * box.halfWidth * zoom), Math.round(2 * box.halfHeight * zoom)];
    const cut = new Float32Array(w * h);
    for (let sy = 0; sy < h; sy++)
      for (let sx = 0; sx < w; sx++) {
        const [px, py] = pagePoint(place, sx + 0.5, sy + 0.5);
        cut[sy * w + sx] = sample(gray, width, height, px - 0.5, py - 0.5);
      }
    const { ink: inkLevel, ground } = boxThreshold(cut);
    const span = ground - inkLevel || 1;
    for (let i = 0; i < w * h; i++) {
      // Gray, not black and white: tesseract's LSTM reads the gray levels of a letter's edge.
      const o = ((top + Math.floor(i / w)) * sheetWidth + left + (i % w)) * 4;
      data[o] = data[o + 1] = data[o + 2] = (255 * (cut[i] - inkLevel)) / span;
    }
  }
  return { image: { width: sheetWidth, height: y, data }, places };
}

type Part = { line: Line; words: Line['words'] };

/**
 * Parts read in one box, grouped into rows: parts side by side on the sheet (tesseract split a
 * row at a wide gap) are one row; parts one above the other (a box that held two lines) are not.
 */
function rowsOf(parts: Part[]): Part[][] {
  const rows: Part[][] = [];
  for (const part of [...parts].sort((a, b) => a.line.bbox.y0 - b.line.bbox.y0)) {
    const { y0, y1 } = part.line.bbox;
    const row = rows.find((r) =>
      r.some((p) => {
        const overlap = Math.min(y1, p.line.bbox.y1) - Math.max(y0, p.line.bbox.y0);
        return overlap > 0.5 * Math.min(y1 - y0, p.line.bbox.y1 - p.line.bbox.y0);
      }),
    );
    if (row) row.push(part);
    else rows.push([part]);
  }
  return rows;
}

/** One row of a box on the levelled page, with the row height and baseline of its longest part. */
function lineOnPage(parts: Part[], place: BoxPlace): Line {
  const { line } = parts.reduce((a, b) => (b.words.length > a.words.length ? b : a));
  const words = parts
    .flatMap((part) => part.words)
    .sort((a, b) => a.bbox.x0 - b.bbox.x0)
    .map((word) => ({ ...word, bbox: onPage(word.bbox, place) }));
  const row = line.rowAttributes;
  return {
    ...line,
    confidence: Math.min(...parts.map((part) => part.line.confidence)),
    words,
    bbox: onPage(line.bbox, place),
    baseline: { ...line.baseline, ...baselineOnPage(line.baseline, place) },
    rowAttributes: row && {
      ...row,
      rowHeight: row.rowHeight / place.zoom,
      descenders: row.descenders / place.zoom,
      ascenders: row.ascenders / place.zoom,
    },
  };
}

/** A stroke with no letter at a box's first or last word: the box's edge or a rule, read as `|`. */
const EDGE = /^[^\p{L}\p{N}&$£€%+*#@]+$/u;
const isEdge = (text: string, index: number, count: number) =>
  !text.trim() || ((index === 0 || index === count - 1) && EDGE.test(text.trim()));

type Bbox = { x0: number; y0: number; x1: number; y1: number };
/** A box read on the sheet, where it lies on the levelled page. */
function onPage(b: Bbox, p: BoxPlace): Bbox {
  const corners = [
    [b.x0, b.y0],
    [b.x1, b.y0],
    [b.x0, b.y1],
    [b.x1, b.y1],
  ].map(([x, y]) => levelPoint(p, x - p.left, y - p.top));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/** A line's baseline (its two ends) on the page. */
function baselineOnPage(b: Bbox, p: BoxPlace): Bbox {
  const [x0, y0] = levelPoint(p, b.x0 - p.left, b.y0 - p.top);
  const [x1, y1] = levelPoint(p, b.x1 - p.left, b.y1 - p.top);
  return { x0, y0, x1, y1 };
}

/**
 * The sheet's read lines back on the levelled page: each word goes to the box its middle falls
 * in, scaled and moved with it. A box is one line of the page, so everything read in it becomes one
 * line (tesseract sometimes splits a row at a wide gap), with the row height and baseline of its
 * longest part.
 */
export function boxWordsOnPage(blocks: Block[] | null, sheet: BoxSheet): Block[] {
  const lines = (blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const byPlace = new Map<BoxPlace, Part[]>();
  for (const line of lines) {
    const parts = new Map<BoxPlace, Line['words']>();
    for (const word of line.words.filter((w, i, all) => !isEdge(w.text, i, all.length))) {
      const mid = (word.bbox.y0 + word.bbox.y1) / 2;
      const place = sheet.places.find((p) => mid >= p.from && mid < p.to);
      if (place) parts.set(place, [...(parts.get(place) ?? []), word]);
    }
    for (const [place, words] of parts)
      byPlace.set(place, [...(byPlace.get(place) ?? []), { line, words }]);
  }
  const out: Line[] = [];
  for (const [place, parts] of byPlace)
    for (const row of rowsOf(parts)) out.push(lineOnPage(row, place));
  if (!out.length) return [];
  // ocrWordsToSpans and ocrQuality read only paragraphs > lines > words.
  return [{ paragraphs: [{ lines: out }] } as unknown as Block];
}
