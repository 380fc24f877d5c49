// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 4.19;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.82, // weak heading
  -0.36, // short heading
  -2.88, // no price
  -0.68, // several prices
  -0.57, // digits in the name
  -2.91, // no section heading in a menu with sections
  -1.63, // section of one
  -0.14, // section of two
  -1.51, // read from more than 4 lines
  -3.38, // section carried over from another column or page
  -1.04, // scanned (OCR)
  -1.49, // OCR name looks misread
  -0.54, // OCR confidence under 0.75
  -1.1, // price count unlike its section
  0.21, // section over twice the median section
  1.63, // price from the section heading
  0.3, // no description where most of its section have one
  -0.89, // name over 4 words
  -2.96, // heading OCR confidence under 0.85
  -0.68, // the reading without typography differs
  -0.99, // OCR confidence deficit (1 - lowest word confidence)
  -1.75, // price written in the name
  -0.94, // name starts in lower case
  0.07, // name ends in punctuation
  -0.6, // name brackets unbalanced
  -0.35, // name over 40 characters
  1.59, // digits in the section heading
  -1.55, // section heading starts in lower case
  -2.34, // section heading over 4 words
  -1.39, // section heading styled like its items
  0.56, // section heading in a banner font
  -0.55, // price far from its section
  -0.66, // decimals unlike its section
  -1, // share of the menu read differently without typography
  1.66, // read across pages or columns
  1.74, // prices missing in most of its section
  -1.16, // price in the description
  0.12, // description over 40 words
];
