// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.58;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.68, // weak heading
  -0.52, // short heading
  -2.6, // no price
  -0.49, // several prices
  -0.21, // digits in the name
  -2.57, // no section heading in a menu with sections
  -2.06, // section of one
  -0.42, // section of two
  -1.24, // read from more than 4 lines
  -2.98, // section carried over from another column or page
  -0.63, // scanned (OCR)
  -1.55, // OCR name looks misread
  -0.5, // OCR confidence under 0.75
  -1.02, // price count unlike its section
  -0.24, // section over twice the median section
  1.7, // price from the section heading
  -0.25, // no description where most of its section have one
  -0.89, // name over 4 words
  -2.78, // heading OCR confidence under 0.85
  -0.63, // the reading without typography differs
  -1.07, // OCR confidence deficit (1 - lowest word confidence)
  -1.99, // price written in the name
  -1.38, // name starts in lower case
  0.14, // name ends in punctuation
  -0.71, // name brackets unbalanced
  -0.48, // name over 40 characters
  2.3, // digits in the section heading
  -2.06, // section heading starts in lower case
  -2.5, // section heading over 4 words
  -1.16, // section heading styled like its items
  0.93, // section heading in a banner font
  -0.46, // price far from its section
  -1.04, // decimals unlike its section
  0.45, // before the first heading
  1.58, // read across pages or columns
  1.72, // prices missing in most of its section
  -1.01, // price in the description
  0.08, // description over 40 words
];
