// Written by src/testing/corpus/fit-confidence.test.ts from the tuning half; refit, do
// not edit. One weight per sign of CONFIDENCE_FEATURES, in order.
export const CONFIDENCE_BIAS = 3.83;
export const CONFIDENCE_WEIGHTS: readonly number[] = [-1.76, -0.41, -3.9, -0.13, -1.11, -2.55, -2.15, -1.12, -1.7, -2.97, -0.91, -1.48, -0.33, -0.91, -1.23, 0.97, 0.26, -1.22, -1.91, -0.9, -1.47];
