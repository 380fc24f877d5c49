/**
 * Where the first OCR pass left ink unread. Tesseract's sparse-text mode (which menus need: see
 * ocr-session.ts) drops some words outright on photos, with no low-confidence trace: bold names
 * beside a panel's rule, short names stacked in a list, the name before a row of prices. The
 * thresholded page still shows them. This finds that ink, line by line, so it can be read again.
 * Pure pixel work on the ink map tesseract hands back, linear in the page's pixels.
 */
import type { InkBitmap } from './png-bits';

export type Box = { x0: number; y0: number; x1: number; y1: number };

/** Ink runs longer than these (in line heights) are rules, boxes and banners, not letters. */
const RULE_DOWN = 2.5;
const RULE_ACROSS = 8;
/** Letters of one word sit closer than this (in line heights); wider gaps end the word. */
const WORD_GAP = 0.8;
/** Clusters taller than this (in line heights) are pictures or logos. */
const PICTURE = 6;
/**
 * A line of text: this tall (in line heights), at least as wide as tall, and between these
 * shares of ink. Measured on the real board photo: its missed words were 0.8-1.45 line heights
 * tall and 30-75% ink; specks, creases and rule ends were thinner, or sparser.
 */
const MIN_LINE = 0.7;
const MAX_LINE = 2;
const MIN_FILL = 0.25;
const MAX_FILL = 0.8;
/** A band taller than this (in line heights) may be two lines touching: split at its thinnest row. */
const SPLIT_ABOVE = 1.4;
const CELL = 4;

/** Ink not inside any word box (grown by `pad` px) and not part of a rule. */
function leftoverInk(bitmap: InkBitmap, words: Box[], lineHeight: number, pad: number) {
  const { width, height } = bitmap;
  const ink = bitmap.ink.slice();
  // Rules first: a long run down or across is cleared.
  const down = Math.round(RULE_DOWN * lineHeight);
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const on = y < height && ink[y * width + x] !== 0;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start > down) for (let k = start; k < y; k++) ink[k * width + x] = 2;
        start = -1;
      }
    }
  }
  const across = Math.round(RULE_ACROSS * lineHeight);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && ink[row + x] === 1;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start > across) ink.fill(2, row + start, row + x);
        start = -1;
      }
    }
  }
  for (let i = 0; i < ink.length; i++) if (ink[i] === 2) ink[i] = 0;
  for (const w of words) {
    const x0 = Math.max(0, Math.floor(w.x0 - pad));
    const x1 = Math.min(width, Math.ceil(w.x1 + pad));
    for (let y = Math.max(0, Math.floor(w.y0 - pad)); y < Math.min(height, w.y1 + pad); y++)
      if (x1 > x0) ink.fill(0, y * width + x0, y * width + x1);
  }
  return ink;
}

/** Clusters of leftover ink, letters joined into words and words into phrases, on a coarse grid. */
function clusters(ink: Uint8Array, width: number, height: number, lineHeight: number): Box[] {
  const gw = Math.ceil(width / CELL);
  const gh = Math.ceil(height / CELL);
  const count = new Uint16Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const g = ((y / CELL) | 0) * gw;
    for (let x = 0; x < width; x++) if (ink[y * width + x]) count[g + ((x / CELL) | 0)]++;
  }
  const on = new Uint8Array(gw * gh);
  const gap = Math.max(1, Math.round((WORD_GAP * lineHeight) / CELL));
  for (let y = 0; y < gh; y++) {
    let last = -1;
    for (let x = 0; x < gw; x++) {
      if (count[y * gw + x] < 2) continue;
      const from = last >= 0 && x - last <= gap ? last + 1 : x;
      on.fill(1, y * gw + from, y * gw + x + 1);
      last = x;
    }
  }
  const seen = new Uint8Array(gw * gh);
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let i = 0; i < on.length; i++) {
    if (!on[i] || seen[i]) continue;
    const box = { x0: gw, y0: gh, x1: -1, y1: -1 };
    seen[i] = 1;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % gw;
      const y = (j / gw) | 0;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      const next = [x > 0 ? j - 1 : -1, x < gw - 1 ? j + 1 : -1, j - gw, j + gw];
      for (const k of next)
        if (k >= 0 && k < on.length && on[k] && !seen[k]) {
          seen[k] = 1;
          stack.push(k);
        }
    }
    boxes.push({
      x0: box.x0 * CELL,
      y0: box.y0 * CELL,
      x1: Math.min(width, (box.x1 + 1) * CELL),
      y1: Math.min(height, (box.y1 + 1) * CELL),
    });
  }
  return boxes;
}

/** Ink per row of a box. */
function rowInk(ink: Uint8Array, width: number, box: Box): number[] {
  const rows: number[] = [];
  for (let y = box.y0; y < box.y1; y++) {
    let n = 0;
    for (let x = box.x0; x < box.x1; x++) n += ink[y * width + x];
    rows.push(n);
  }
  return rows;
}

/** A cluster cut into lines at empty rows, and lines that touch cut at their thinnest row. */
function linesOf(
  ink: Uint8Array,
  width: number,
  box: Box,
  lineHeight: number,
): Array<Box & { ink: number }> {
  const rows = rowInk(ink, width, box);
  const runs: Array<[number, number]> = [];
  for (let y = 0; y < rows.length;) {
    while (y < rows.length && rows[y] === 0) y++;
    const top = y;
    while (y < rows.length && rows[y] > 0) y++;
    if (y > top) runs.push([top, y]);
  }
  const out: Array<[number, number]> = [];
  const split = (top: number, bottom: number) => {
    const margin = Math.round(0.5 * lineHeight);
    if (bottom - top <= SPLIT_ABOVE * lineHeight || bottom - top <= 2 * margin) {
      out.push([top, bottom]);
      return;
    }
    let at = top + margin;
    for (let y = at; y < bottom - margin; y++) if (rows[y] < rows[at]) at = y;
    const peak = Math.max(...rows.slice(top, bottom));
    if (rows[at] > 0.15 * peak) out.push([top, bottom]);
    else {
      split(top, at);
      split(at + 1, bottom);
    }
  };
  for (const [top, bottom] of runs) split(top, bottom);
  return out.map(([top, bottom]) =>
    tighten(ink, width, { ...box, y0: box.y0 + top, y1: box.y0 + bottom }),
  );
}

/** The box shrunk to its ink, with the ink's count. */
function tighten(ink: Uint8Array, width: number, box: Box): Box & { ink: number } {
  let x0 = box.x1;
  let x1 = box.x0;
  let y0 = box.y1;
  let y1 = box.y0;
  let n = 0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++)
      if (ink[y * width + x]) {
        n++;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x + 1);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y + 1);
      }
  return { x0, y0, x1, y1, ink: n };
}

export type MissedInk = { ink: Uint8Array; width: number; lines: Box[] };

/**
 * Lines of ink no read word covers, in the bitmap's pixels, each looking like a line of text of
 * the page's size (`lineHeight`: a typical read word's box height). The returned ink map holds
 * only that leftover ink, so a second read sees no rule or neighbour.
 */
export function missedInk(bitmap: InkBitmap, words: Box[], lineHeight: number): MissedInk {
  const { width, height } = bitmap;
  if (!(lineHeight > 0)) return { ink: new Uint8Array(0), width, lines: [] };
  const ink = leftoverInk(bitmap, words, lineHeight, 3);
  const lines: Box[] = [];
  for (const cluster of clusters(ink, width, height, lineHeight)) {
    if (cluster.y1 - cluster.y0 > PICTURE * lineHeight) continue;
    for (const line of linesOf(ink, width, cluster, lineHeight)) {
      const h = line.y1 - line.y0;
      const w = line.x1 - line.x0;
      const sized = h >= MIN_LINE * lineHeight && h <= MAX_LINE * lineHeight && w >= h;
      if (sized && line.ink >= MIN_FILL * h * w && line.ink < MAX_FILL * h * w)
        lines.push({ x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 });
    }
  }
  return { ink, width, lines };
}
