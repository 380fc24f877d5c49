// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 4.01;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.78, // weak heading
  -0.4, // short heading
  -2.76, // no price
  -0.64, // several prices
  -0.52, // digits in the name
  -3.04, // no section heading in a menu with sections
  -1.63, // section of one
  -0.07, // section of two
  -1.47, // read from more than 4 lines
  -3.37, // section carried over from another column or page
  -0.93, // scanned (OCR)
  -1.51, // OCR name looks misread
  -0.54, // OCR confidence under 0.75
  -1.13, // price count unlike its section
  0.26, // section over twice the median section
  1.66, // price from the section heading
  0.06, // no description where most of its section have one
  -0.93, // name over 4 words
  -3, // heading OCR confidence under 0.85
  -1, // the reading without typography differs
  -1.04, // OCR confidence deficit (1 - lowest word confidence)
  -1.81, // price written in the name
  -0.91, // name starts in lower case
  0.09, // name ends in punctuation
  -0.69, // name brackets unbalanced
  -0.52, // name over 40 characters
  2.34, // digits in the section heading
  -1.81, // section heading starts in lower case
  -2.04, // section heading over 4 words
  -1.31, // section heading styled like its items
  0.37, // section heading in a banner font
  -0.46, // price far from its section
  -1.31, // decimals unlike its section
  0.29, // before the first heading
  1.64, // read across pages or columns
  1.67, // prices missing in most of its section
  -1.07, // price in the description
  0.14, // description over 40 words
];
