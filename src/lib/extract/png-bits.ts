/**
 * The ink of a PNG: one byte per pixel, 1 where the pixel is dark. OCR hands back its thresholded
 * page as a PNG (grey or palette, 1 to 8 bits today); decoding goes through `fast-png` (ADR 0062),
 * which reads every colour type, depth and interlacing, so a different engine's image or a
 * tesseract upgrade cannot be misread here. Pure JavaScript: it runs in the reader's worker.
 */
import { decode, type DecodedPng } from 'fast-png';

export type InkBitmap = { width: number; height: number; ink: Uint8Array };

// Darker than mid-grey is ink.
const INK_BELOW = 128;

/** The sample at (x, y, channel) scaled to 0..255; depths under 8 are packed, one channel. */
function sampler(png: DecodedPng): (x: number, y: number, channel: number) => number {
  const { width, depth, channels, data } = png;
  const max = 2 ** depth - 1;
  if (depth >= 8) {
    return (x, y, channel) => (data[(y * width + x) * channels + channel] * 255) / max;
  }
  const rowBytes = Math.ceil((width * depth) / 8);
  return (x, y) => {
    const bit = x * depth;
    return (data[y * rowBytes + (bit >> 3)] >> (8 - depth - (bit & 7))) & max;
  };
}

/** Lightness 0..255 of every pixel: palette colours, grey, RGB; transparent pixels are paper. */
function lightness(png: DecodedPng): (x: number, y: number) => number {
  const sample = sampler(png);
  const { palette, channels, depth } = png;
  const scale = depth >= 8 ? 1 : 255 / (2 ** depth - 1);
  const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
  if (palette) {
    return (x, y) => {
      const [r, g, b] = palette[sample(x, y, 0)] ?? [255, 255, 255];
      return luma(r, g, b);
    };
  }
  if (channels === 1) return (x, y) => sample(x, y, 0) * scale;
  if (channels === 2) return (x, y) => (sample(x, y, 1) < INK_BELOW ? 255 : sample(x, y, 0));
  return (x, y) =>
    channels === 4 && sample(x, y, 3) < INK_BELOW
      ? 255
      : luma(sample(x, y, 0), sample(x, y, 1), sample(x, y, 2));
}

/** Decodes a PNG into an ink map (dark pixels = 1); null when the bytes are not a readable PNG. */
export async function readInkBitmap(bytes: Uint8Array): Promise<InkBitmap | null> {
  let png: DecodedPng;
  try {
    png = decode(bytes);
  } catch {
    return null;
  }
  const { width, height } = png;
  if (!width || !height) return null;
  const light = lightness(png);
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) ink[y * width + x] = light(x, y) < INK_BELOW ? 1 : 0;
  }
  return { width, height, ink };
}
