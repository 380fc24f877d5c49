/**
 * Photos and images before OCR. Tesseract's LSTM reads letters best ~20-30 px tall (ADR 0028: 300
 * dpi scans); a 1200 px phone photo of a whole menu board has capitals ~10 px tall, where it reads
 * words but loses decimal points (`12.49` -> `1249`) and garbles small print. Such an image is
 * read at twice its size or more; an image already large enough is read as it is. See ADR 0030.
 */
import type { Span } from './document';
import { decodeScaled, encodePnm } from './raster';

/**
 * Long side an image is brought up to. Measured on corpus/ photos shrunk to 1370 px: read as they
 * are, item F1 61% and price 33%; brought up to 2400 px, 89% and 96% (full size: 91% and 98%).
 */
export const OCR_LONG_SIDE = 2400;
/** Beyond 3x nothing more is gained from interpolated pixels, while time and memory grow. */
export const MAX_UPSCALE = 3;

/** How much to enlarge an image before OCR: 1 when its long side is already `OCR_LONG_SIDE`. */
export function upscaleFactor(width: number, height: number): number {
  const long = Math.max(width, height);
  if (!(long > 0) || long >= OCR_LONG_SIDE) return 1;
  return Math.min(MAX_UPSCALE, OCR_LONG_SIDE / long);
}

/** Spans read on a resized copy, back in the original image's pixels. */
export function scaleSpans(spans: Span[], factor: number): Span[] {
  if (factor === 1) return spans;
  return spans.map((s) => ({
    ...s,
    x0: s.x0 * factor,
    x1: s.x1 * factor,
    top: s.top * factor,
    bottom: s.bottom * factor,
    size: s.size * factor,
  }));
}

/** The encoded image OCR should read, and how much larger it is than the original. */
export type Prepared = { bytes: Uint8Array; scale: number };

/**
 * A small image enlarged (smooth interpolation, written losslessly); any other image, or one the
 * canvas cannot decode, is returned as it is, so tesseract reports what it makes of it.
 */
export async function prepareForOcr(bytes: Uint8Array): Promise<Prepared> {
  try {
    const image = await decodeScaled(bytes, upscaleFactor);
    if (!image) return { bytes, scale: 1 };
    return { bytes: encodePnm(image), scale: image.scale };
  } catch {
    return { bytes, scale: 1 };
  }
}
