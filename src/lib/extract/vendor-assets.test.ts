import { ocrAssetOptions } from './image';
import { importNodeOnly } from './runtime';
import { detectorModelUrl } from './text-detector';

// scripts/copy-vendor.mjs must produce every file the browser build asks for under /vendor.
type Fs = {
  existsSync(path: string): boolean;
  mkdtempSync(prefix: string): string;
  rmSync(path: string, options: { recursive: boolean; force: boolean }): void;
};
type CopyVendor = { copyVendor(outDir: string): { total: number; copied: number } };

describe('copy-vendor', () => {
  const ORIGIN = 'http://127.0.0.1:4173';
  let dir = '';
  let fs: Fs;

  beforeAll(async () => {
    fs = await importNodeOnly<Fs>('node:fs');
    const { tmpdir } = await importNodeOnly<{ tmpdir(): string }>('node:os');
    dir = fs.mkdtempSync(`${tmpdir()}/preshift-vendor-`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copies what the OCR and PDF code load in the browser, and skips unchanged files', async () => {
    const script = new URL('../../../scripts/copy-vendor.mjs', import.meta.url).href;
    const { copyVendor } = await importNodeOnly<CopyVendor>(script);
    const first = copyVendor(dir);
    expect(first.copied).toBe(first.total);
    expect(copyVendor(dir).copied).toBe(0);

    vi.stubGlobal('document', {});
    vi.stubGlobal('location', { href: `${ORIGIN}/upload` });
    const assets = await ocrAssetOptions();
    const detector = detectorModelUrl();
    vi.unstubAllGlobals();
    const local = (url = '') => url.replace(`${ORIGIN}/vendor/`, `${dir}/`);

    expect(fs.existsSync(local(assets.workerPath))).toBe(true);
    for (const variant of ['', 'simd-', 'relaxedsimd-']) {
      // tesseract picks one of these LSTM-only cores by CPU feature when corePath is a folder.
      expect(fs.existsSync(`${local(assets.corePath)}tesseract-core-${variant}lstm.wasm.js`)).toBe(
        true,
      );
    }
    expect(fs.existsSync(`${local(assets.langPath)}eng.traineddata.gz`)).toBe(true);
    expect(fs.existsSync(`${dir}/pdfjs/cmaps/Adobe-Japan1-UCS2.bcmap`)).toBe(true);
    expect(fs.existsSync(`${dir}/pdfjs/standard_fonts/FoxitSerif.pfb`)).toBe(true);
    expect(detector.startsWith(`${ORIGIN}/vendor/`)).toBe(true);
    expect(fs.existsSync(local(detector))).toBe(true);
  });
});
