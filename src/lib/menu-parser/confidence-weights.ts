// Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the
// corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not
// edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 2.52;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -0.35, // weak heading
  0.14, // short heading
  -1.2, // no price
  -0.77, // several prices
  0.72, // digits in the name
  -2.46, // no section heading in a menu with sections
  -1.95, // section of one
  -1.11, // section of two
  -0.89, // read from more than 4 lines
  -2.78, // section carried over from another column or page
  0.19, // scanned (OCR)
  -0.97, // OCR name looks misread
  -0.75, // OCR confidence under 0.75
  -1.07, // price count unlike its section
  0.04, // section over twice the median section
  1.57, // price from the section heading
  -1.12, // no description where most of its section have one
  -0.83, // name over 4 words
  -1.14, // heading OCR confidence under 0.85
  -0.57, // the reading without typography differs
  -2.05, // OCR confidence deficit (1 - lowest word confidence)
  -5.11, // price written in the name
  -1.7, // name starts in lower case
  -0.98, // name ends in punctuation
  -0.74, // name brackets unbalanced
  -0.5, // name over 40 characters
  1.86, // digits in the section heading
  -1.73, // section heading starts in lower case
  -4.03, // section heading over 4 words
  -0.6, // section heading styled like its items
  1.46, // section heading in a banner font
  -1.15, // price far from its section
  -1.67, // decimals unlike its section
  2.1, // before the first heading
  0.96, // read across pages or columns
  2.57, // prices missing in most of its section
  -0.56, // price in the description
  0.16, // description over 40 words
];
