// Written by src/testing/corpus/fit-confidence.test.ts from the tuning half; refit, do
// not edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.83;
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -1.76, // weak heading
  -0.41, // short heading
  -3.9, // no price
  -0.13, // several prices
  -1.11, // digits in the name
  -2.55, // no section heading in a menu with sections
  -2.15, // section of one
  -1.12, // section of two
  -1.7, // read from more than 4 lines
  -2.97, // section carried over from another column or page
  -0.91, // scanned (OCR)
  -1.48, // OCR name looks misread
  -0.33, // OCR confidence under 0.75
  -0.91, // price count unlike its section
  -1.23, // section over twice the median section
  0.97, // price from the section heading
  0.26, // no description where most of its section have one
  -1.22, // name over 4 words
  -1.91, // heading OCR confidence under 0.85
  -0.9, // the reading without typography differs
  -1.47, // OCR confidence deficit (1 - lowest word confidence)
];
