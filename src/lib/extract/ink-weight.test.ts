import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { encode } from 'fast-png';
import { extractDocument } from './index';
import { boldWords, strokeWidth, type InkBox } from './ink-weight';
import { readInkBitmap, type InkBitmap } from './png-bits';

/** A PNG file: grey (colour 0) or palette (colour 3), one filter byte per row. */
function png(width: number, height: number, depth: number, rows: number[][], palette?: number[]) {
  const chunk = (type: string, body: Uint8Array) => {
    const out = Buffer.alloc(12 + body.length);
    out.writeUInt32BE(body.length, 0);
    out.write(type, 4, 'ascii');
    Buffer.from(body).copy(out, 8);
    return out; // tesseract's reader never checks the CRC, and fast-png only when asked
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = palette ? 3 : 0;
  const raw = Buffer.concat(rows.map((r, y) => Buffer.from([y % 2 ? 2 : 0, ...r])));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      ...(palette ? [chunk('PLTE', new Uint8Array(palette))] : []),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

describe('readInkBitmap', () => {
  it('reads a 1-bit grey page, dark pixels as ink, through the row filters', async () => {
    // Row 0: 10110000 (filter none); row 1 is stored with the "up" filter as a difference.
    const row0 = 0b10110000;
    const row1 = 0b01000000;
    const bitmap = await readInkBitmap(png(4, 2, 1, [[row0], [(row1 - row0) & 0xff]]));
    // In grey PNGs 0 is black: ink where the bit is 0.
    expect(bitmap).toMatchObject({ width: 4, height: 2 });
    expect([...bitmap!.ink]).toEqual([0, 1, 0, 0, 1, 0, 1, 1]);
  });

  it('reads an 8-bit palette page by the palette colour', async () => {
    const palette = [255, 255, 255, 0, 0, 0];
    const bitmap = await readInkBitmap(png(3, 1, 8, [[1, 0, 1]], palette));
    expect([...bitmap!.ink]).toEqual([1, 0, 1]);
  });

  it('reads colour, transparency and 16-bit pages other engines may hand back', async () => {
    // Black, white, yellow (light: paper), transparent black.
    const rgba = encode({
      width: 4,
      height: 1,
      channels: 4,
      data: new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 0, 255, 0, 0, 0, 0]),
    });
    expect([...(await readInkBitmap(rgba))!.ink]).toEqual([1, 0, 0, 0]);
    const grey16 = encode({
      width: 3,
      height: 1,
      channels: 1,
      depth: 16,
      data: new Uint16Array([0, 65535, 20000]),
    });
    expect([...(await readInkBitmap(grey16))!.ink]).toEqual([1, 0, 1]);
  });

  it('returns null for anything that is not a PNG it understands', async () => {
    expect(await readInkBitmap(new TextEncoder().encode('not a png at all'))).toBeNull();
  });
});

/** A bitmap of words drawn as vertical strokes of a given width, one line per row of boxes. */
function drawWords(lines: Array<Array<{ text: string; stroke: number }>>) {
  const width = 1200;
  const em = 20;
  const height = lines.length * 40;
  const ink = new Uint8Array(width * height);
  const boxes: Array<Array<InkBox & { text: string }>> = lines.map((words, l) => {
    let x = 10;
    return words.map(({ text, stroke }) => {
      const x0 = x;
      const y0 = l * 40 + 10;
      for (let c = 0; c < text.length; c += 1)
        for (let y = y0; y < y0 + 14; y += 1)
          for (let k = 0; k < stroke; k += 1) ink[y * width + x0 + c * 10 + k] = 1;
      x += text.length * 10 + 12;
      return { text, x0, x1: x0 + text.length * 10, y0, y1: y0 + 14, em };
    });
  });
  return { bitmap: { width, height, ink } satisfies InkBitmap, boxes };
}

describe('bold from stroke width', () => {
  const regular = (text: string) => ({ text, stroke: 2 });
  const bold = (text: string) => ({ text, stroke: 4 });

  it('measures wider strokes for heavier type', () => {
    const { bitmap, boxes } = drawWords([[regular('walnut'), bold('Pkhali')]]);
    expect(strokeWidth(bitmap, boxes[0][1])).toBeGreaterThan(
      1.5 * strokeWidth(bitmap, boxes[0][0]),
    );
  });

  it('marks a bold name leading a regular description, and nothing else', () => {
    const body = ['pork', 'skewers', 'onion', 'tkemali', 'walnut', 'garlic'].map(regular);
    const { bitmap, boxes } = drawWords([
      [bold('Mtsvadi'), ...body.slice(0, 4)],
      [bold('Georgian'), bold('Salad'), regular('(vG)'), ...body.slice(2)],
      // A whole bold line (a heading) and a short tail are not leads.
      [bold('KHACHAPURI'), bold('BREADS'), bold('BAKED')],
      [bold('Oat'), regular('Flat'), regular('White')],
      body,
    ]);
    expect(boldWords(bitmap, boxes)).toEqual([
      [true, false, false, false, false],
      [true, true, false, false, false, false, false],
      [false, false, false],
      [false, false, false],
      body.map(() => false),
    ]);
  });

  it('finds the bold dish names on a real phone photo', { timeout: 60_000 }, async () => {
    const bytes = readFileSync(
      new URL('../../../corpus/files/tbilisi-supra.photo.jpg', import.meta.url),
    );
    const doc = await extractDocument(new File([bytes], 'tbilisi-supra.photo.jpg'));
    const spans = doc.pages[0].spans;
    const word = (text: string) => spans.find((s) => s.text === text);
    for (const name of ['Mtsvadi', 'Chakapuli', 'Kharcho', 'Ojakhuri'])
      expect(word(name)?.bold, name).toBe(true);
    for (const text of ['skewers,', 'tarragon,', 'potatoes,'])
      expect(word(text)?.bold, text).toBeFalsy();
  });
});
