import { extractImageDocument } from './image';
import { importNodeOnly } from './runtime';
import { layoutDocument } from '@/lib/layout';
import { expectedItems, fixtureBytes, lineWith } from '@/testing/extract/menu-files';

const PHOTO = 'sunrise-cafe-photo.jpg';
type Canvas = {
  getContext(kind: '2d'): {
    drawImage(image: unknown, x: number, y: number, w: number, h: number): void;
  };
  encode(format: 'jpeg'): Promise<Uint8Array>;
};
type Napi = {
  createCanvas(w: number, h: number): Canvas;
  loadImage(bytes: Uint8Array): Promise<{ width: number; height: number }>;
};

/**
 * The fixture photo (1100x1300) saved at half its size, as a low-resolution phone photo: its
 * capitals are about 10 px tall, where OCR read as it is drops most names.
 */
async function smallPhoto(): Promise<File> {
  const { createCanvas, loadImage } = await importNodeOnly<Napi>('@napi-rs/canvas');
  const image = await loadImage(fixtureBytes(PHOTO));
  const canvas = createCanvas(550, 650);
  canvas.getContext('2d').drawImage(image, 0, 0, 550, 650);
  const jpeg = new Uint8Array(await canvas.encode('jpeg'));
  return new File([jpeg as Uint8Array<ArrayBuffer>], 'small.jpg', { type: 'image/jpeg' });
}

describe('image OCR of a small photo', () => {
  it('reads the items of a low-resolution photo and keeps boxes in its own pixels', async () => {
    const doc = await extractImageDocument(await smallPhoto());
    const [page] = doc.pages;
    expect([page.width, page.height]).toEqual([550, 650]);
    for (const span of page.spans) {
      expect(span.x1).toBeLessThanOrEqual(550.5);
      expect(span.bottom).toBeLessThanOrEqual(650.5);
    }
    const text = layoutDocument(doc).text;
    const items = expectedItems(PHOTO);
    const found = items.filter((i) => lineWith(text, i.name));
    expect(found.length / items.length).toBeGreaterThanOrEqual(0.9);
    const priced = found.filter((i) => lineWith(text, i.name)?.includes(i.price));
    expect(priced.length / found.length).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
