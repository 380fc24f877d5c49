/**
 * The extractors run in the browser; the same code runs under Node in tests (vitest `node`
 * project). This module is the one place that tells the two apart and locates assets for each.
 */
type NodeProcess = { versions?: { node?: string } };
type CreateRequire = (url: string) => { resolve(id: string): string };

export function isNodeRuntime(): boolean {
  const proc = (globalThis as { process?: NodeProcess }).process;
  return typeof document === 'undefined' && typeof proc?.versions?.node === 'string';
}

/**
 * Imports a module that only exists under Node. The specifier is a variable with @vite-ignore so
 * Vite never bundles it (nor the pdf.js legacy build) into the browser app.
 */
export function importNodeOnly<T>(specifier: string): Promise<T> {
  return import(/* @vite-ignore */ specifier) as Promise<T>;
}

/** Absolute directory of an installed package (Node only), e.g. for tesseract's langPath. */
export async function nodePackageDir(pkg: string): Promise<string> {
  const { createRequire } = await importNodeOnly<{ createRequire: CreateRequire }>('node:module');
  const manifest = createRequire(import.meta.url).resolve(`${pkg}/package.json`);
  return manifest.slice(0, -'/package.json'.length);
}

/** Absolute URL of a file copied to public/vendor by scripts/copy-vendor.mjs. */
export function vendorUrl(path: string): string {
  // Absolute because tesseract resolves these inside its worker, not against the page.
  return new URL(`${import.meta.env.BASE_URL}vendor/${path}`, globalThis.location?.href).href;
}
