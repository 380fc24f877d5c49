// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.35;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.42, // weak heading
  -0.48, // short heading
  -2.36, // no price
  -0.59, // several prices
  -0.15, // digits in the name
  -2.39, // no section heading in a menu with sections
  -2.35, // section of one
  -1.12, // section of two
  -1.15, // read from more than 4 lines
  -3.06, // section carried over from another column or page
  -0.39, // scanned (OCR)
  -1.51, // OCR name looks misread
  -0.55, // OCR confidence under 0.75
  -1.12, // price count unlike its section
  -0.44, // section over twice the median section
  1.17, // price from the section heading
  -0.2, // no description where most of its section have one
  -0.99, // name over 4 words
  -2.52, // heading OCR confidence under 0.85
  -0.44, // the reading without typography differs
  -1.06, // OCR confidence deficit (1 - lowest word confidence)
  -2.06, // price written in the name
  -1.32, // name starts in lower case
  -0.65, // name ends in punctuation
  -0.64, // name brackets unbalanced
  -0.49, // name over 40 characters
  2.22, // digits in the section heading
  -2.18, // section heading starts in lower case
  -2.36, // section heading over 4 words
  -1.11, // section heading styled like its items
  1.23, // section heading in a banner font
  -0.43, // price far from its section
  -0.96, // decimals unlike its section
  0.51, // before the first heading
  1.56, // read across pages or columns
  2.22, // prices missing in most of its section
  -0.92, // price in the description
  -0.02, // description over 40 words
];
