// Decides what the service worker stores at install: what a staff member needs to open the app
// with no network. Read from the final bundle's module graph (module ids, imports), never from
// file names: Rolldown names a chunk after one of its modules, so `dist-Cg3Q2tpd.js` says nothing
// about what is inside.
import { isAbsolute, relative } from 'node:path';

/** The parts of a Rollup/Rolldown output chunk that decide its fate. */
export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

export type BundleAsset = {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
  originalFileNames?: string[];
};

export type Bundle = Record<string, BundleChunk | BundleAsset>;

/** A file of the public folder, copied to the output as it is. */
export type PublicFile = { fileName: string; bytes: number };

export type PrecacheEntry = { url: string; bytes: number };
export type PrecacheList = {
  entries: PrecacheEntry[];
  excluded: { file: string; reason: string }[];
};

/**
 * The routes a staff member may open offline. Their chunks and everything those import (statically
 * or lazily) are precached; the other routes (the manager's pages) load from the network.
 */
const OFFLINE_ROUTES = [
  'src/app/routes/landing.tsx',
  'src/app/routes/auth.tsx',
  'src/app/routes/start.tsx',
  'src/app/routes/my-updates.tsx',
];

/**
 * Manager-only and large: pdf.js, tesseract.js (worker, wasm core, language data), mammoth, the
 * OpenAI client library, and our extractors that drive them (the file-type dispatcher, pdf, image
 * OCR, docx, and the loader of the self-hosted OCR runtime). They stay lazy and uncached.
 */
const HEAVY_MODULE = new RegExp(
  [
    String.raw`(^|/)node_modules/(pdfjs-dist|tesseract\.js|tesseract\.js-core|@tesseract\.js-data|mammoth|openai)/`,
    String.raw`^src/lib/extract/(index|pdf|image|docx|runtime)\.ts$`,
  ].join('|'),
);

/** Never precached, whoever refers to them: OCR models and wasm cores are megabytes each. */
const HEAVY_FILE = /\.wasm(\.js)?$|\.traineddata/;

/** Kinds of file the shell needs; anything else (workers, source maps, .vite/) is left out. */
const SHELL_FILE = /\.(html|js|css|woff2?|ttf|svg|png|ico|webp|webmanifest)$/;

/** Public files copied by scripts/copy-vendor.mjs: the OCR and PDF runtime, manager-only. */
const PUBLIC_SKIP = /^vendor\//;

const HEAVY_REASON = 'manager-only heavy library (pdf.js, OCR, mammoth, openai) or its loader';

const bytesOf = (source: string | Uint8Array) =>
  typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength;

/** Module ids relative to the project, with forward slashes, so rules read the same everywhere. */
function normalise(root: string, id: string) {
  const rel = isAbsolute(id) ? relative(root, id) : id;
  return rel.split('\\').join('/');
}

function isHeavyChunk(chunk: BundleChunk, root: string) {
  return chunk.moduleIds.some((id) => HEAVY_MODULE.test(normalise(root, id)));
}

/** A lazy route left to the network: under src/app/routes/ and not one of OFFLINE_ROUTES. */
function isOnlineRoute(root: string, id: string | null) {
  if (!id) return false;
  const rel = normalise(root, id);
  return rel.startsWith('src/app/routes/') && !OFFLINE_ROUTES.includes(rel);
}

/**
 * Everything the entry reaches, statically or lazily (the app shell, the guards, the staff routes
 * and their lazy parts, the backend adapters), except the manager's routes and the heavy chunks.
 * Throws when a kept chunk imports a heavy one statically: the heavy library would then load with
 * the staff pages, which must not happen (they stay lazy).
 */
export function precacheList(
  bundle: Bundle,
  opts: { root: string; base?: string; publicFiles?: PublicFile[] },
): PrecacheList {
  const { root, base = '/', publicFiles = [] } = opts;
  const chunks = Object.values(bundle).filter((f): f is BundleChunk => f.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const kept = new Set<BundleChunk>();
  const excluded = new Map<string, string>();

  // `lazily`: reached through a dynamic import, where a manager's route is left out. A static
  // import is needed for the importer to run at all, so it is kept whatever it holds.
  const visit = (chunk: BundleChunk | undefined, lazily: boolean) => {
    if (!chunk || kept.has(chunk)) return;
    if (isHeavyChunk(chunk, root) || (lazily && isOnlineRoute(root, chunk.facadeModuleId))) return;
    kept.add(chunk);
    for (const file of chunk.imports) {
      const dep = byFile.get(file);
      if (dep && isHeavyChunk(dep, root))
        throw new Error(
          `precache: ${chunk.fileName} imports ${file} statically; it must stay lazy`,
        );
      visit(dep, false);
    }
    chunk.dynamicImports.forEach((file) => visit(byFile.get(file), true));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk, false);

  const referenced = new Set<string>();
  for (const chunk of kept) {
    chunk.viteMetadata?.importedCss.forEach((f) => referenced.add(f));
    chunk.viteMetadata?.importedAssets.forEach((f) => referenced.add(f));
  }
  const entries: PrecacheEntry[] = [...kept].map((c) => ({
    url: base + c.fileName,
    bytes: bytesOf(c.code),
  }));
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset') continue;
    const reason = assetExclusion(file, referenced, root);
    if (reason) excluded.set(file.fileName, reason);
    else entries.push({ url: base + file.fileName, bytes: bytesOf(file.source) });
  }
  for (const file of publicFiles) {
    const reason = PUBLIC_SKIP.test(file.fileName)
      ? 'OCR/PDF runtime copied into public/vendor'
      : HEAVY_FILE.test(file.fileName) || !SHELL_FILE.test(file.fileName)
        ? 'not part of the shell'
        : '';
    if (reason) excluded.set(file.fileName, reason);
    else entries.push({ url: base + file.fileName, bytes: file.bytes });
  }
  for (const chunk of chunks)
    if (!kept.has(chunk))
      excluded.set(
        chunk.fileName,
        isHeavyChunk(chunk, root)
          ? HEAVY_REASON
          : isOnlineRoute(root, chunk.facadeModuleId)
            ? 'manager route, loaded from the network'
            : 'reached only from a manager route',
      );
  entries.sort((a, b) => a.url.localeCompare(b.url));
  return {
    entries,
    excluded: [...excluded].map(([file, reason]) => ({ file, reason })).sort(byFileName),
  };
}

const byFileName = (a: { file: string }, b: { file: string }) => a.file.localeCompare(b.file);

function assetExclusion(asset: BundleAsset, referenced: Set<string>, root: string) {
  const origins = (asset.originalFileNames ?? []).map((id) => normalise(root, id));
  if (HEAVY_FILE.test(asset.fileName) || origins.some((id) => HEAVY_MODULE.test(id)))
    return HEAVY_REASON;
  if (!SHELL_FILE.test(asset.fileName)) return 'not part of the shell';
  // index.html and fonts are needed whoever refers to them; other assets only when a kept chunk does.
  if (asset.fileName === 'index.html' || /\.(woff2?|ttf)$/.test(asset.fileName)) return '';
  return referenced.has(asset.fileName) ? '' : 'not referenced by a precached chunk';
}
