// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.24;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.53, // weak heading
  -0.19, // short heading
  -0.89, // no price
  -0.21, // several prices
  -0.17, // digits in the name
  -0.58, // no section heading in a menu with sections
  -0.37, // section of one
  -0.15, // section of two
  -0.18, // read from more than 4 lines
  -1.25, // section carried over from another column or page
  -0.9, // scanned (OCR)
  -0.44, // OCR name looks misread
  -0.43, // OCR confidence under 0.75
  -0.86, // price count unlike its section
  -0.93, // section over twice the median section
  0.19, // price from the section heading
  -0.04, // no description where most of its section have one
  -0.32, // name over 4 words
  -1.16, // heading OCR confidence under 0.85
  -0.34, // the reading without typography differs
  -0.31, // OCR confidence deficit (1 - lowest word confidence)
  -0.09, // price written in the name
  -0.08, // name starts in lower case
  0.01, // name ends in punctuation
  -0.02, // name brackets unbalanced
  -0.01, // name over 40 characters
  -0.02, // digits in the section heading
  -0.19, // section heading over 4 words
  -0.78, // section heading styled like its items
  -0.17, // section heading in a banner font
  -0.39, // price far from its section
  -0.16, // decimals unlike its section
  -0.57, // share of the menu read differently without typography
  0.07, // read across pages or columns
  0, // prices missing in most of its section
  -0.19, // price in the description
  0.01, // description over 40 words
];
