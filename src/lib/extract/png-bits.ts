/**
 * A small PNG reader for the one image OCR hands back: tesseract's thresholded page (grey or
 * palette, 1 to 8 bits, not interlaced). It returns one byte per pixel, 1 where the pixel is ink.
 * DecompressionStream inflates in both the browser and Node, so no decoder library is needed.
 */
export type InkBitmap = { width: number; height: number; ink: Uint8Array };

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes the per-row filters in place; returns the raw scanlines without filter bytes. */
function unfilter(data: Uint8Array, rowBytes: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const type = data[y * (rowBytes + 1)];
    const src = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x];
      const a = x >= bpp ? out[row + x - bpp] : 0;
      const b = y > 0 ? out[row - rowBytes + x] : 0;
      const c = x >= bpp && y > 0 ? out[row - rowBytes + x - bpp] : 0;
      const add =
        type === 1
          ? a
          : type === 2
            ? b
            : type === 3
              ? (a + b) >> 1
              : type === 4
                ? paeth(a, b, c)
                : 0;
      out[row + x] = (raw + add) & 0xff;
    }
  }
  return out;
}

/** Decodes a grey or palette PNG into an ink map (dark pixels = 1); null for anything else. */
export async function readInkBitmap(png: Uint8Array): Promise<InkBitmap | null> {
  if (SIGNATURE.some((b, i) => png[i] !== b)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let depth = 0;
  let colour = -1;
  let palette: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      depth = body[8];
      colour = body[9];
      if (body[12] !== 0) return null;
    } else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!width || !height || (colour !== 0 && colour !== 3) || depth > 8) return null;
  const joined = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of idat) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  const rowBytes = Math.ceil((width * depth) / 8);
  const rows = unfilter(await inflate(joined), rowBytes, height, 1);
  const max = (1 << depth) - 1;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = x * depth;
      const value = (rows[y * rowBytes + (bit >> 3)] >> (8 - depth - (bit & 7))) & max;
      const grey = colour === 3 && palette ? palette[value * 3] : (value * 255) / max;
      ink[y * width + x] = grey < 128 ? 1 : 0;
    }
  }
  return { width, height, ink };
}
