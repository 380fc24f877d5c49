/** One visual line after layout analysis, in reading order, with its typography. */
export type LayoutLine = {
  /** The line's text; wide gaps inside the line are kept as runs of 3+ spaces. */
  text: string;
  /** 1-based page number. */
  page: number;
  /** Reading-order index of the region (column, band or table) the line belongs to. */
  region: number;
  /** Box on the page, in the page's units. */
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** Left offset from the region's left edge, in ems of the body text. */
  indent: number;
  /** Font size relative to the document's body text (1 = body). */
  size: number;
  bold: boolean;
  italic: boolean;
  /** Letters were spaced out ('S T A R T E R S') and have been joined back. */
  letterSpaced: boolean;
  /** A clearly larger vertical gap (or a region change) precedes the line. */
  breakBefore: boolean;
  /**
   * Where a bold lead ends and regular or italic text follows on the same line ('**Burrata**
   * creamy, tomato'), as a character offset into `text`; undefined when the line has no such lead.
   */
  leadEnd?: number;
  /** Mean OCR confidence of the line's words (0..1), when the source is OCR. */
  confidence?: number;
};

export type Layout = {
  lines: LayoutLine[];
  /** The lines as plain text in reading order, blank lines at breaks (for the AI and checks). */
  text: string;
};
