import { expectedItems, extractText, fixtureFile, lineWith } from '@/testing/extract/menu-files';

// The text detector's runtime or weights failing to load (a blocked or missing asset) must not
// cost the manager the photo: tesseract's own read stands, with the ink-based second look.
const detectorCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('./text-detector', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./text-detector')>()),
  detectTextBoxes: () => {
    detectorCalls.count += 1;
    return Promise.reject(new Error('no available backend found'));
  },
}));

const PHOTO = 'sunrise-cafe-photo.jpg';

it('reads a photo when the text detector cannot run', { timeout: 120_000 }, async () => {
  const text = await extractText(fixtureFile(PHOTO, 'image/jpeg'));
  expect(detectorCalls.count).toBe(1);
  const names = expectedItems(PHOTO).map((i) => i.name);
  const found = names.filter((name) => lineWith(text, name));
  expect(found.length / names.length).toBeGreaterThanOrEqual(0.8);
});
