import type { Span } from './document';
import {
  MAX_UPSCALE,
  OCR_LONG_SIDE,
  prepareForOcr,
  scaleSpans,
  upscaleFactor,
} from './ocr-preprocess';
import { decodeScaled, encodePnm } from './raster';
import { importNodeOnly } from './runtime';
import { fixtureBytes } from '@/testing/extract/menu-files';

type NapiCanvas = { createCanvas(w: number, h: number): { encode(f: 'png'): Promise<Uint8Array> } };

/** Width and height of an encoded image, read back through the same decoder. */
async function sizeOf(bytes: Uint8Array): Promise<[number, number]> {
  let size: [number, number] = [0, 0];
  await decodeScaled(bytes, (w, h) => {
    size = [w, h];
    return 1;
  });
  return size;
}

describe('upscaleFactor', () => {
  it('enlarges a 1200 px phone photo to the OCR size', () => {
    expect(upscaleFactor(1200, 900)).toBe(2);
    expect(upscaleFactor(900, 1200)).toBe(2);
  });

  it('leaves images whose long side is already large enough as they are', () => {
    expect(upscaleFactor(1570, 3048)).toBe(1);
    expect(upscaleFactor(OCR_LONG_SIDE, 100)).toBe(1);
  });

  it('never enlarges more than MAX_UPSCALE, and ignores empty sizes', () => {
    expect(upscaleFactor(300, 200)).toBe(MAX_UPSCALE);
    expect(upscaleFactor(0, 0)).toBe(1);
  });
});

describe('scaleSpans', () => {
  it('maps boxes and sizes read on an enlarged copy back to the original pixels', () => {
    const span: Span = {
      text: '9.50',
      x0: 200,
      x1: 260,
      top: 40,
      bottom: 64,
      size: 20,
      bold: true,
    };
    expect(scaleSpans([span], 0.5)).toEqual([
      { text: '9.50', x0: 100, x1: 130, top: 20, bottom: 32, size: 10, bold: true },
    ]);
  });
});

describe('prepareForOcr', () => {
  it('gives OCR a small photo enlarged to the OCR size, with its scale', async () => {
    const photo = fixtureBytes('sunrise-cafe-photo.jpg');
    expect(await sizeOf(photo)).toEqual([1100, 1300]);
    const prepared = await prepareForOcr(photo);
    expect(prepared.scale).toBeCloseTo(OCR_LONG_SIDE / 1300, 2);
    const width = Math.round(1100 * prepared.scale);
    const header = `P6\n${width} 2400\n255\n`;
    expect(new TextDecoder().decode(prepared.bytes.slice(0, header.length))).toBe(header);
    expect(prepared.bytes.length).toBe(header.length + width * 2400 * 3);
  });

  it('passes a large image through untouched', async () => {
    const { createCanvas } = await importNodeOnly<NapiCanvas>('@napi-rs/canvas');
    const large = new Uint8Array(await createCanvas(2600, 20).encode('png'));
    const prepared = await prepareForOcr(large);
    expect(prepared).toEqual({ bytes: large, scale: 1 });
  });

  it('passes bytes it cannot decode through, so OCR reports the error', async () => {
    const junk = new Uint8Array([1, 2, 3, 4, 5]);
    expect(await prepareForOcr(junk)).toEqual({ bytes: junk, scale: 1 });
  });
});

describe('encodePnm', () => {
  it('writes the pixels as RGB in a binary PPM that keeps every value', () => {
    const data = new Uint8ClampedArray([255, 0, 10, 255, 1, 2, 3, 128]);
    const bytes = encodePnm({ width: 2, height: 1, data });
    expect(new TextDecoder().decode(bytes.slice(0, 11))).toBe('P6\n2 1\n255\n');
    expect([...bytes.slice(11)]).toEqual([255, 0, 10, 1, 2, 3]);
  });
});
