/**
 * Where the text is on a photo, from a text detector's probability map (PaddleOCR's DB detector,
 * text-detector.ts): the pixels it thinks are text, joined into regions, each measured as a
 * rotated rectangle (a photo's lines are tilted) and grown back to the whole line it came from.
 * Pure arithmetic on arrays, linear in the map's pixels.
 */
import type { Rgba } from './raster';

/**
 * A line of text on the page: centre (`cx`, `cy`), direction `angle` (radians, along the line),
 * half its length `halfWidth` and half its height `halfHeight`, in the page's pixels; `x0`..`y1`
 * is the upright box around it.
 */
export type TextBox = {
  cx: number;
  cy: number;
  angle: number;
  halfWidth: number;
  halfHeight: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  score: number;
};

/** The detector sees the photo at this long side (a multiple of 32, as the network needs). */
export const DETECT_LONG_SIDE = 1280;

/** PaddleOCR's DB post-processing values: a pixel is text above 0.3, a region above 0.6. */
const PIXEL_TEXT = 0.3;
const REGION_TEXT = 0.6;
/** The detector marks a shrunk core of each line; the region grows back by this share. */
const UNCLIP = 1.5;
/** Regions thinner than this (map pixels) are specks. */
const MIN_SIDE = 3;
/** A region this many times longer than tall measures its own tilt; shorter ones take the page's. */
const LONG_LINE = 4;
/** Tilt beyond this is not a line of a menu photographed upright. */
const MAX_TILT = 0.35;

/** ImageNet normalisation, as the detector was trained. */
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/** The map's size for an image: long side `DETECT_LONG_SIDE` at most, both sides multiples of 32. */
export function detectorSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, DETECT_LONG_SIDE / Math.max(width, height));
  const to32 = (n: number) => Math.max(32, Math.round((n * scale) / 32) * 32);
  return { width: to32(width), height: to32(height) };
}

/** An image already at `detectorSize` as the network's input: planar RGB, normalised. */
export function detectorInput(image: Rgba): Float32Array {
  const { width, height, data } = image;
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++)
    for (let c = 0; c < 3; c++) input[c * plane + i] = (data[i * 4 + c] / 255 - MEAN[c]) / STD[c];
  return input;
}

/** A region's pixels (map coordinates) and its mean text probability. */
type Region = { xs: number[]; ys: number[]; score: number };

function regions(prob: Float32Array, width: number): Region[] {
  const seen = new Uint8Array(prob.length);
  const stack: number[] = [];
  const out: Region[] = [];
  for (let start = 0; start < prob.length; start++) {
    if (seen[start] || prob[start] < PIXEL_TEXT) continue;
    seen[start] = 1;
    stack.push(start);
    const region: Region = { xs: [], ys: [], score: 0 };
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      region.xs.push(x);
      region.ys.push((p - x) / width);
      region.score += prob[p];
      const next = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
      for (const q of next)
        if (q >= 0 && q < prob.length && !seen[q] && prob[q] >= PIXEL_TEXT) {
          seen[q] = 1;
          stack.push(q);
        }
    }
    region.score /= region.xs.length;
    out.push(region);
  }
  return out;
}

/** The direction a region's pixels spread most (radians), from their second moments. */
function tiltOf({ xs, ys }: Region): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let [sxx, syy, sxy] = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const [dx, dy] = [xs[i] - mx, ys[i] - my];
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  return 0.5 * Math.atan2(2 * sxy, sxx - syy);
}

type Core = {
  cx: number;
  cy: number;
  angle: number;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
};

/** A region's extent along the line (`u`) and across it (`v`), about its centre, at `angle`. */
function coreOf(region: Region, angle: number): Core {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const n = region.xs.length;
  const cx = region.xs.reduce((a, b) => a + b, 0) / n + 0.5;
  const cy = region.ys.reduce((a, b) => a + b, 0) / n + 0.5;
  let [u0, u1, v0, v1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < n; i++) {
    const [dx, dy] = [region.xs[i] + 0.5 - cx, region.ys[i] + 0.5 - cy];
    const [u, v] = [dx * cos + dy * sin, -dx * sin + dy * cos];
    [u0, u1, v0, v1] = [
      Math.min(u0, u - 0.5),
      Math.max(u1, u + 0.5),
      Math.min(v0, v - 0.5),
      Math.max(v1, v + 0.5),
    ];
  }
  return { cx, cy, angle, u0, u1, v0, v1 };
}

const median = (values: number[]) =>
  values.length ? [...values].sort((a, b) => a - b)[values.length >> 1] : 0;

/** The page's tilt: its lines' median (0 without lines). */
export const pageTilt = (boxes: TextBox[]) => median(boxes.map((b) => b.angle));

/**
 * Text lines in the page's pixels (`pageWidth` x `pageHeight`) from a `width` x `height` map,
 * top to bottom. Each 4-connected run of text pixels is a line; it grows by area x UNCLIP /
 * perimeter on every side, as DB's post-processing does, but no further than halfway to a line
 * above or below it (lines set close together would each carry the other's ascenders or
 * descenders, read as junk).
 */
export function textBoxes(
  prob: Float32Array,
  width: number,
  height: number,
  pageWidth: number,
  pageHeight: number,
): TextBox[] {
  const found = regions(prob, width).filter((r) => r.score >= REGION_TEXT);
  const measured = found.map((r) => ({ region: r, core: coreOf(r, tiltOf(r)) }));
  const isLong = ({ core: c }: (typeof measured)[number]) =>
    c.u1 - c.u0 >= LONG_LINE * (c.v1 - c.v0) && Math.abs(c.angle) <= MAX_TILT;
  const pageTilt = median(measured.filter(isLong).map((m) => m.core.angle));
  const cores = measured
    .map((m) => (isLong(m) ? m.core : coreOf(m.region, pageTilt)))
    .map((core, i) => ({ core, score: found[i].score }))
    .filter(({ core }) => Math.min(core.u1 - core.u0, core.v1 - core.v0) >= MIN_SIDE);
  const [sx, sy] = [pageWidth / width, pageHeight / height];
  return cores
    .map(({ core, score }) =>
      toPage(
        grown(
          core,
          cores.map((c) => c.core),
        ),
        score,
        sx,
        sy,
      ),
    )
    .map((b) => clampTo(b, pageWidth, pageHeight))
    .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

function grown(core: Core, cores: Core[]): Core {
  const [w, h] = [core.u1 - core.u0, core.v1 - core.v0];
  const grow = (w * h * UNCLIP) / (2 * (w + h));
  let [v0, v1] = [core.v0 - grow, core.v1 + grow];
  const [cos, sin] = [Math.cos(core.angle), Math.sin(core.angle)];
  for (const other of cores) {
    if (other === core) continue;
    // The other line's centre in this line's frame; lines beside it (not above or below) are left.
    const [dx, dy] = [other.cx - core.cx, other.cy - core.cy];
    const [u, v] = [dx * cos + dy * sin, -dx * sin + dy * cos];
    const half = (other.u1 - other.u0) / 2;
    if (u + half <= core.u0 - grow || u - half >= core.u1 + grow) continue;
    if (v + other.v0 >= core.v1) v1 = Math.min(v1, (core.v1 + v + other.v0) / 2);
    if (v + other.v1 <= core.v0) v0 = Math.max(v0, (core.v0 + v + other.v1) / 2);
  }
  return { ...core, u0: core.u0 - grow, u1: core.u1 + grow, v0, v1 };
}

/**
 * A rectangle of the map on the page. The map's two scales differ by a rounding to 32 pixels at
 * most (a few per cent), so the tilt is kept and each extent takes the scale nearest its axis.
 */
function toPage(core: Core, score: number, sx: number, sy: number): TextBox {
  const [cos, sin] = [Math.cos(core.angle), Math.sin(core.angle)];
  // Recentre on the grown rectangle (growth may be lopsided across the line).
  const [mu, mv] = [(core.u0 + core.u1) / 2, (core.v0 + core.v1) / 2];
  const cx = (core.cx + mu * cos - mv * sin) * sx;
  const cy = (core.cy + mu * sin + mv * cos) * sy;
  const halfWidth = ((core.u1 - core.u0) / 2) * (Math.abs(cos) >= Math.abs(sin) ? sx : sy);
  const halfHeight = ((core.v1 - core.v0) / 2) * (Math.abs(cos) >= Math.abs(sin) ? sy : sx);
  const ex = Math.abs(halfWidth * cos) + Math.abs(halfHeight * sin);
  const ey = Math.abs(halfWidth * sin) + Math.abs(halfHeight * cos);
  return {
    cx,
    cy,
    angle: core.angle,
    halfWidth,
    halfHeight,
    x0: cx - ex,
    y0: cy - ey,
    x1: cx + ex,
    y1: cy + ey,
    score,
  };
}

function clampTo(box: TextBox, width: number, height: number): TextBox {
  return {
    ...box,
    x0: Math.max(0, box.x0),
    y0: Math.max(0, box.y0),
    x1: Math.min(width, box.x1),
    y1: Math.min(height, box.y1),
  };
}
