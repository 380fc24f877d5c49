// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 4.28;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -1.09, // weak heading
  -0.27, // short heading
  -2.42, // no price
  -0.69, // several prices
  -0.56, // digits in the name
  -2.65, // no section heading in a menu with sections
  -1.36, // section of one
  -0.52, // section of two
  -1.61, // read from more than 4 lines
  -3.19, // section carried over from another column or page
  -1.34, // scanned (OCR)
  -1.44, // OCR name looks misread
  -0.67, // OCR confidence under 0.75
  -1.29, // price count unlike its section
  -0.12, // section over twice the median section
  0.12, // price from the section heading
  0.29, // no description where most of its section have one
  -0.88, // name over 4 words
  -2.26, // heading OCR confidence under 0.85
  -0.48, // the reading without typography differs
  -0.63, // OCR confidence deficit (1 - lowest word confidence)
  -1.73, // price written in the name
  -0.93, // name starts in lower case
  0.07, // name ends in punctuation
  -0.56, // name brackets unbalanced
  -0.45, // name over 40 characters
  1.6, // digits in the section heading
  -1.44, // section heading starts in lower case
  -2.38, // section heading over 4 words
  -1.37, // section heading styled like its items
  0.34, // section heading in a banner font
  -0.48, // price far from its section
  -0.63, // decimals unlike its section
  -1.18, // share of the menu read differently without typography
  1.66, // read across pages or columns
  2.21, // prices missing in most of its section
  -1.24, // price in the description
  0.06, // description over 40 words
];
