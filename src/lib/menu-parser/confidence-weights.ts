// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.47;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.6, // weak heading
  -0.54, // short heading
  -2.55, // no price
  -0.62, // several prices
  -0.28, // digits in the name
  -2.39, // no section heading in a menu with sections
  -2.31, // section of one
  -0.78, // section of two
  -1.22, // read from more than 4 lines
  -3.12, // section carried over from another column or page
  -0.49, // scanned (OCR)
  -1.5, // OCR name looks misread
  -0.55, // OCR confidence under 0.75
  -0.93, // price count unlike its section
  -0.46, // section over twice the median section
  1.16, // price from the section heading
  -0.23, // no description where most of its section have one
  -0.94, // name over 4 words
  -2.47, // heading OCR confidence under 0.85
  -0.53, // the reading without typography differs
  -1.08, // OCR confidence deficit (1 - lowest word confidence)
  -2.02, // price written in the name
  -1.34, // name starts in lower case
  -0.67, // name ends in punctuation
  -0.63, // name brackets unbalanced
  -0.51, // name over 40 characters
  2.24, // digits in the section heading
  -2.15, // section heading starts in lower case
  -2.4, // section heading over 4 words
  -1.18, // section heading styled like its items
  1.17, // section heading in a banner font
  -0.5, // price far from its section
  -0.99, // decimals unlike its section
  0.47, // before the first heading
  1.59, // read across pages or columns
  2.31, // prices missing in most of its section
  -0.96, // price in the description
  0, // description over 40 words
];
