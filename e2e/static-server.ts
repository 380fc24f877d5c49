// A static server over the built app whose service worker script a test can swap, to play a
// deployment of a new version. `vite preview` cannot do it: it serves files from disk, and the
// browser's update check for sw.js is not a request Playwright can route.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
};

export type SwappableServer = {
  url: string;
  /** What /sw.js answers from now on. */
  setServiceWorker(source: string): void;
  close(): Promise<void>;
};

/** Serves `dir` on 127.0.0.1 with the SPA fallback to index.html, and /sw.js from memory. */
export async function serveWithSwappableWorker(
  dir: string,
  serviceWorker: string,
): Promise<SwappableServer> {
  let sw = serviceWorker;
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/sw.js') {
      res.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-cache' });
      res.end(sw);
      return;
    }
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setServiceWorker: (source) => {
      sw = source;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
