// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.24;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.67, // weak heading
  -0.52, // short heading
  -2.39, // no price
  -0.42, // several prices
  -0.27, // digits in the name
  -2.43, // no section heading in a menu with sections
  -2.36, // section of one
  -1.08, // section of two
  -1.11, // read from more than 4 lines
  -3.18, // section carried over from another column or page
  -0.32, // scanned (OCR)
  -1.53, // OCR name looks misread
  -0.52, // OCR confidence under 0.75
  -1.06, // price count unlike its section
  -0.34, // section over twice the median section
  1.17, // price from the section heading
  -0.18, // no description where most of its section have one
  -1.03, // name over 4 words
  -2.48, // heading OCR confidence under 0.85
  -0.36, // the reading without typography differs
  -1.06, // OCR confidence deficit (1 - lowest word confidence)
  -1.99, // price written in the name
  -1.34, // name starts in lower case
  -0.67, // name ends in punctuation
  -0.66, // name brackets unbalanced
  -0.68, // name over 40 characters
  0.4, // digits in the section heading
  -2.13, // section heading starts in lower case
  -2.86, // section heading over 4 words
  -0.91, // section heading styled like its items
  1.14, // section heading in a banner font
  -0.33, // price far from its section
  -0.92, // decimals unlike its section
  0.51, // before the first heading
  1.61, // read across pages or columns
  2.29, // prices missing in most of its section
  -0.87, // price in the description
  0, // description over 40 words
];
