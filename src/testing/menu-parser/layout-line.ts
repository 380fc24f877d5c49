import type { LayoutLine } from '@/lib/layout';

/** A laid-out line of body text at the top left of page 1, with any field overridden. */
export const layoutLine = (text: string, over: Partial<LayoutLine> = {}): LayoutLine => ({
  text,
  page: 1,
  region: 0,
  x0: 0,
  x1: 100,
  top: 0,
  bottom: 10,
  indent: 0,
  size: 1,
  bold: false,
  italic: false,
  letterSpaced: false,
  breakBefore: false,
  ...over,
});
