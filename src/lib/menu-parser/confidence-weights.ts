// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.52;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.64, // weak heading
  -0.61, // short heading
  -2.49, // no price
  -0.48, // several prices
  -0.15, // digits in the name
  -2.36, // no section heading in a menu with sections
  -2.34, // section of one
  -0.82, // section of two
  -1.18, // read from more than 4 lines
  -3.09, // section carried over from another column or page
  -0.54, // scanned (OCR)
  -1.52, // OCR name looks misread
  -0.56, // OCR confidence under 0.75
  -1.03, // price count unlike its section
  -0.51, // section over twice the median section
  1.17, // price from the section heading
  -0.27, // no description where most of its section have one
  -0.91, // name over 4 words
  -2.45, // heading OCR confidence under 0.85
  -0.57, // the reading without typography differs
  -1.07, // OCR confidence deficit (1 - lowest word confidence)
  -2.06, // price written in the name
  -1.39, // name starts in lower case
  0.17, // name ends in punctuation
  -0.72, // name brackets unbalanced
  -0.48, // name over 40 characters
  2.24, // digits in the section heading
  -2.13, // section heading starts in lower case
  -2.43, // section heading over 4 words
  -1.23, // section heading styled like its items
  1.13, // section heading in a banner font
  -0.33, // price far from its section
  -1.02, // decimals unlike its section
  0.47, // before the first heading
  1.73, // read across pages or columns
  2.26, // prices missing in most of its section
  -1.02, // price in the description
  0.11, // description over 40 words
];
