import type { PositionedDocument } from '@/lib/extract/document';

/** Longest side of a page image sent to a model: menu print stays legible, uploads stay small. */
export const PAGE_IMAGE_MAX_SIDE = 1600;
/** Without a canvas to shrink it (Node), a photo is sent as it is only up to this size. */
const RAW_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole photo's bytes overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function dataUrl(blob: Blob, type: string): Promise<string> {
  return `data:${type};base64,${base64(new Uint8Array(await blob.arrayBuffer()))}`;
}

/** A photo or page image, downscaled to PAGE_IMAGE_MAX_SIDE as a JPEG data URL. */
export async function downscaledImage(image: Blob): Promise<string | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    return image.size <= RAW_IMAGE_MAX_BYTES ? dataUrl(image, image.type || 'image/png') : null;
  }
  const bitmap = await createImageBitmap(image);
  try {
    const scale = Math.min(1, PAGE_IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff'; // a transparent PNG would otherwise turn black as a JPEG
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return dataUrl(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 }), 'image/jpeg');
  } finally {
    bitmap.close();
  }
}

/**
 * The pages a model that reads images should see: a photo itself, or every page of a scanned PDF
 * (drawn during extraction). Text-layer PDFs, Word files and PDFs mixing text and scanned pages
 * go as text, which is exact; a page that fails to convert leaves the model the recognised text.
 */
export async function pageImagesFor(
  file: File | null,
  document: PositionedDocument,
  scannedPages: ReadonlyMap<number, Blob>,
): Promise<string[]> {
  if (file && document.kind === 'image') {
    const image = await downscaledImage(file).catch(() => null);
    return image ? [image] : [];
  }
  // Every page with something on it was scanned (a blank page is neither text nor scan).
  const allScanned =
    document.kind === 'pdf' &&
    scannedPages.size > 0 &&
    document.pages.every((page, k) => (page.ocr ? scannedPages.has(k) : !page.spans.length));
  if (!allScanned) return [];
  const pages = [...scannedPages.entries()].sort(([a], [b]) => a - b);
  return Promise.all(pages.map(([, jpeg]) => dataUrl(jpeg, 'image/jpeg')));
}
