// Writes the service worker of the production build (ADR 0023): dist/sw.js, the runtime in
// sw-runtime.js after its precache list, and dist/precache-manifest.json, the same list with
// sizes and what was left out and why, for tests and for anyone asking what a phone downloads.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precacheList, type Bundle, type PublicFile } from './precache-list.ts';

/** Long enough for a slow but working connection, short enough to beat a hanging one. */
const NAVIGATION_TIMEOUT_MS = 3000;

const SW_FILE = 'sw.js';
const PRECACHE_MANIFEST_FILE = 'precache-manifest.json';

function listPublic(dir: string): PublicFile[] {
  if (!dir || !existsSync(dir)) return [];
  const out: PublicFile[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        out.push({
          fileName: relative(dir, path).split('\\').join('/'),
          bytes: statSync(path).size,
        });
    }
  };
  walk(dir);
  return out;
}

/** Hashes every precached file's content, so any change to the shell gives a new cache name. */
function buildHash(bundle: Bundle, publicDir: string, urls: string[], base: string) {
  const hash = createHash('sha256');
  for (const url of urls) {
    const name = url.slice(base.length);
    const file = bundle[name];
    hash.update(url);
    if (file?.type === 'chunk') hash.update(file.code);
    else if (file?.type === 'asset') hash.update(file.source);
    else hash.update(readFileSync(join(publicDir, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'preshift:service-worker',
    apply: 'build',
    // After Vite's own plugins, so index.html and the CSS are in the bundle when this runs.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      // Only the app's own build: not an SSR or library build of the same config.
      if (config.build.ssr || config.build.lib) return;
      const bundle = output as unknown as Bundle;
      const base = config.base;
      const publicDir = config.publicDir;
      const list = precacheList(bundle, {
        root: config.root,
        base,
        publicFiles: config.build.copyPublicDir ? listPublic(publicDir) : [],
      });
      const urls = list.entries.map((e) => e.url);
      const version = buildHash(bundle, publicDir, urls, base);
      const cacheName = `preshift-precache-${version}`;
      const runtime = readFileSync(new URL('./sw-runtime.js', import.meta.url), 'utf8');
      const head = `const PRECACHE = ${JSON.stringify({ cacheName, urls, navigationTimeoutMs: NAVIGATION_TIMEOUT_MS })};\n`;
      this.emitFile({ type: 'asset', fileName: SW_FILE, source: head + runtime });
      const totalBytes = list.entries.reduce((sum, e) => sum + e.bytes, 0);
      const manifest = { version, cacheName, totalBytes, ...list };
      this.emitFile({
        type: 'asset',
        fileName: PRECACHE_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      config.logger.info(
        `service worker: ${urls.length} files precached (${(totalBytes / 1024).toFixed(0)} KB), ` +
          `${list.excluded.length} left to the network, cache ${cacheName}`,
      );
    },
  };
}
