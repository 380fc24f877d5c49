import { describe, expect, it } from 'vitest';
import { precacheList, type Bundle, type BundleAsset, type BundleChunk } from './precache-list.ts';

const ROOT = '/repo';

function chunk(fileName: string, opts: Partial<BundleChunk> & { modules?: string[] } = {}) {
  const { modules = [], ...rest } = opts;
  return {
    type: 'chunk',
    fileName,
    code: 'x'.repeat(100),
    isEntry: false,
    facadeModuleId: null,
    moduleIds: modules.map((m) => `${ROOT}/${m}`),
    imports: [],
    dynamicImports: [],
    ...rest,
  } satisfies BundleChunk;
}

function asset(fileName: string, originalFileNames: string[] = []): BundleAsset {
  return { type: 'asset', fileName, source: 'y'.repeat(10), originalFileNames };
}

/** A bundle shaped like the real one: names say nothing, module ids say everything. */
function fakeBundle(): Bundle {
  const route = (name: string, extra: Partial<BundleChunk> = {}) =>
    chunk(`assets/${name}-h.js`, {
      facadeModuleId: `${ROOT}/src/app/routes/${name}.tsx`,
      modules: [`src/app/routes/${name}.tsx`],
      ...extra,
    });
  const files: (BundleChunk | BundleAsset)[] = [
    chunk('assets/index-h.js', {
      isEntry: true,
      modules: ['src/main.tsx', 'src/app/router.tsx'],
      imports: ['assets/runtime-h.js'],
      dynamicImports: [
        'assets/app-shell-h.js',
        'assets/my-updates-h.js',
        'assets/upload-h.js',
        'assets/settings-h.js',
      ],
      viteMetadata: { importedCss: new Set(['assets/index-h.css']), importedAssets: new Set() },
    }),
    chunk('assets/runtime-h.js', { modules: ['\0rolldown/runtime.js'] }),
    chunk('assets/app-shell-h.js', {
      facadeModuleId: `${ROOT}/src/app/app-shell.tsx`,
      modules: ['src/app/app-shell.tsx'],
      imports: ['assets/backend-h.js'],
    }),
    chunk('assets/backend-h.js', {
      modules: ['src/backend/index.ts'],
      dynamicImports: ['assets/local-h.js'],
    }),
    chunk('assets/local-h.js', { modules: ['src/backend/local/index.ts'] }),
    route('my-updates', {
      imports: ['assets/dist-a.js'],
      dynamicImports: ['assets/quiz-h.js'],
    }),
    // Shared UI code under a name that could be anything.
    chunk('assets/dist-a.js', { modules: ['node_modules/@radix-ui/react-tabs/dist/index.mjs'] }),
    chunk('assets/quiz-h.js', { modules: ['src/features/staff-home/components/staff-quiz.tsx'] }),
    route('settings', { imports: ['assets/dist-a.js', 'assets/manager-only-h.js'] }),
    chunk('assets/manager-only-h.js', { modules: ['src/features/dashboard/x.tsx'] }),
    route('upload', { dynamicImports: ['assets/extract-h.js'] }),
    chunk('assets/extract-h.js', {
      facadeModuleId: `${ROOT}/src/lib/extract/index.ts`,
      modules: ['src/lib/extract/index.ts'],
      dynamicImports: ['assets/dist-b.js', 'assets/lib-h.js', 'assets/src-h.js', 'assets/ai-h.js'],
    }),
    // pdf.js, mammoth, tesseract.js and openai under names that hide them.
    chunk('assets/dist-b.js', {
      modules: ['node_modules/pdfjs-dist/build/pdf.mjs'],
      viteMetadata: {
        importedCss: new Set(),
        importedAssets: new Set(['assets/pdf.worker.min-h.mjs']),
      },
    }),
    chunk('assets/lib-h.js', { modules: ['node_modules/mammoth/lib/index.js'] }),
    chunk('assets/src-h.js', { modules: ['node_modules/tesseract.js/src/index.js'] }),
    chunk('assets/ai-h.js', { modules: ['node_modules/openai/index.mjs'] }),
    asset('index.html', [`${ROOT}/index.html`]),
    asset('assets/index-h.css', ['index.html']),
    asset('assets/inter-h.woff2'),
    asset('assets/pdf.worker.min-h.mjs', ['node_modules/pdfjs-dist/build/pdf.worker.min.mjs']),
    asset('assets/tesseract-core-h.wasm'),
    asset('assets/eng-h.traineddata.gz'),
    asset('.vite/manifest.json'),
  ];
  return Object.fromEntries(files.map((f) => [f.fileName, f]));
}

const publicFiles = [
  { fileName: 'favicon.svg', bytes: 200 },
  { fileName: 'manifest.webmanifest', bytes: 600 },
  { fileName: 'icons/icon-192.png', bytes: 3000 },
  { fileName: 'vendor/tesseract/worker.min.js', bytes: 100_000 },
  { fileName: 'vendor/tesseract-lang/eng.traineddata.gz', bytes: 10_000_000 },
  { fileName: 'vendor/pdfjs/standard_fonts/FoxitSans.pfb', bytes: 20_000 },
];

describe('precacheList', () => {
  const list = precacheList(fakeBundle(), { root: ROOT, publicFiles });
  const urls = list.entries.map((e) => e.url);
  const reasonFor = (file: string) => list.excluded.find((e) => e.file === file)?.reason;

  it('keeps the shell, the staff route and everything it imports, statically or lazily', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        '/index.html',
        '/assets/index-h.js',
        '/assets/index-h.css',
        '/assets/runtime-h.js',
        '/assets/app-shell-h.js',
        '/assets/backend-h.js',
        '/assets/local-h.js',
        '/assets/my-updates-h.js',
        '/assets/dist-a.js',
        '/assets/quiz-h.js',
        '/assets/inter-h.woff2',
        '/favicon.svg',
        '/manifest.webmanifest',
        '/icons/icon-192.png',
      ]),
    );
  });

  it('leaves out pdf.js, tesseract, mammoth, openai and the extractors, found by module id', () => {
    for (const file of ['dist-b.js', 'lib-h.js', 'src-h.js', 'ai-h.js', 'extract-h.js'])
      expect(reasonFor(`assets/${file}`), file).toMatch(/heavy/);
    expect(urls.some((u) => /pdf|tesseract|mammoth|openai|traineddata|\.wasm/.test(u))).toBe(false);
  });

  it('leaves out OCR models, wasm cores, the pdf.js worker and the copied OCR runtime', () => {
    expect(reasonFor('assets/pdf.worker.min-h.mjs')).toMatch(/heavy/);
    expect(reasonFor('assets/tesseract-core-h.wasm')).toMatch(/heavy/);
    expect(reasonFor('assets/eng-h.traineddata.gz')).toMatch(/heavy/);
    expect(reasonFor('vendor/tesseract-lang/eng.traineddata.gz')).toBeDefined();
    expect(urls.some((u) => u.startsWith('/vendor/'))).toBe(false);
    expect(urls).not.toContain('/.vite/manifest.json');
  });

  it("leaves the manager's routes, and what only they import, to the network", () => {
    expect(reasonFor('assets/settings-h.js')).toMatch(/manager route/);
    expect(reasonFor('assets/upload-h.js')).toMatch(/manager route/);
    expect(reasonFor('assets/manager-only-h.js')).toMatch(/only from a manager route/);
  });

  it('counts bytes and prefixes the base path', () => {
    const withBase = precacheList(fakeBundle(), { root: ROOT, base: '/app/' });
    expect(withBase.entries.find((e) => e.url === '/app/assets/index-h.js')?.bytes).toBe(100);
  });

  it('refuses a staff chunk that loads a heavy library statically', () => {
    const bundle = fakeBundle();
    (bundle['assets/my-updates-h.js'] as BundleChunk).imports.push('assets/dist-b.js');
    expect(() => precacheList(bundle, { root: ROOT })).toThrow(/must stay lazy/);
  });
});
