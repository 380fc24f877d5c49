/**
 * pdf.js draws scanned pages on canvases it makes itself (masks, soft masks, patterns). Its
 * default factory calls document.createElement, which a Web Worker does not have; there the
 * reader passes this one, which makes OffscreenCanvases instead.
 */
type Entry = { canvas: OffscreenCanvas | null; context: OffscreenCanvasRenderingContext2D | null };

export class OffscreenCanvasFactory {
  create(width: number, height: number): Entry {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: false }) };
  }

  reset(entry: Entry, width: number, height: number): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    entry.canvas.width = width;
    entry.canvas.height = height;
  }

  destroy(entry: Entry): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    entry.canvas.width = 0;
    entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}

/** getDocument options for where the reader runs: only a worker needs its own factory. */
export function canvasOptions(inWorker: boolean): {
  CanvasFactory?: typeof OffscreenCanvasFactory;
} {
  return inWorker && typeof OffscreenCanvas !== 'undefined'
    ? { CanvasFactory: OffscreenCanvasFactory }
    : {};
}
