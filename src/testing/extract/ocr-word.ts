import type { Span } from '@/lib/extract/document';

/** A word of an OCR line starting at x on `row` (lines 30 px apart), 20 px high, 10 px a letter. */
export const ocrWord = (text: string, x: number, row: number): Span => ({
  text,
  x0: x,
  x1: x + text.length * 10,
  top: row * 30,
  bottom: row * 30 + 20,
  size: 20,
});

export const spanTexts = (spans: Span[]) => spans.map((s) => s.text);
