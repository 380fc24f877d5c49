/**
 * pdf.js's `Util.transform`: the product of two 2D affine matrices [a, b, c, d, e, f], as
 * `pdfItemsToSpans` takes it, for tests that build text items without loading pdf.js.
 */
export const multiply = (m: number[], n: number[]) => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
