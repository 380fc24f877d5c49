// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 4.26;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.57, // weak heading
  -0.24, // short heading
  -2.37, // no price
  -0.78, // several prices
  -0.52, // digits in the name
  -2.67, // no section heading in a menu with sections
  -1.41, // section of one
  -0.55, // section of two
  -1.59, // read from more than 4 lines
  -3.29, // section carried over from another column or page
  -1.16, // scanned (OCR)
  -1.44, // OCR name looks misread
  -0.74, // OCR confidence under 0.75
  -1.33, // price count unlike its section
  -0.14, // section over twice the median section
  1.09, // price from the section heading
  0.35, // no description where most of its section have one
  -0.9, // name over 4 words
  -2.66, // heading OCR confidence under 0.85
  -0.52, // the reading without typography differs
  -0.82, // OCR confidence deficit (1 - lowest word confidence)
  -1.78, // price written in the name
  -0.93, // name starts in lower case
  0.08, // name ends in punctuation
  -0.57, // name brackets unbalanced
  -0.41, // name over 40 characters
  1.53, // digits in the section heading
  -1.43, // section heading starts in lower case
  -2.24, // section heading over 4 words
  -1.58, // section heading styled like its items
  0.41, // section heading in a banner font
  -0.45, // price far from its section
  -0.6, // decimals unlike its section
  -1.16, // share of the menu read differently without typography
  1.72, // read across pages or columns
  2.14, // prices missing in most of its section
  -1.25, // price in the description
  0.1, // description over 40 words
];
