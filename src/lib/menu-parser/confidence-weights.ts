// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 4.3;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.55, // weak heading
  -0.29, // short heading
  -2.29, // no price
  -0.81, // several prices
  -0.54, // digits in the name
  -2.66, // no section heading in a menu with sections
  -1.46, // section of one
  -0.46, // section of two
  -1.63, // read from more than 4 lines
  -3.29, // section carried over from another column or page
  -1.17, // scanned (OCR)
  -1.39, // OCR name looks misread
  -0.76, // OCR confidence under 0.75
  -1.3, // price count unlike its section
  -0.17, // section over twice the median section
  1.06, // price from the section heading
  0.27, // no description where most of its section have one
  -0.91, // name over 4 words
  -2.68, // heading OCR confidence under 0.85
  -0.72, // the reading without typography differs
  -0.84, // OCR confidence deficit (1 - lowest word confidence)
  -1.12, // price written in the name
  -0.91, // name starts in lower case
  0.09, // name ends in punctuation
  -0.57, // name brackets unbalanced
  -0.46, // name over 40 characters
  1.42, // digits in the section heading
  -1.26, // section heading starts in lower case
  -2.27, // section heading over 4 words
  -1.63, // section heading styled like its items
  0.54, // section heading in a banner font
  -0.47, // price far from its section
  -0.61, // decimals unlike its section
  -1.04, // share of the menu read differently without typography
  1.7, // read across pages or columns
  2.08, // prices missing in most of its section
  -1.08, // price in the description
  0.1, // description over 40 words
];
