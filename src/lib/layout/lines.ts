/**
 * Line assembly inside one region: spans of a row joined left to right, with the width of each gap
 * kept as spaces (a column gap stays a wide gap, so a price set apart is still seen as one), and
 * letter-spaced words ('S T A R T E R S') joined back.
 */
import type { Span } from '@/lib/extract/document';
import { letterShare, median } from './geometry';

export type RowText = {
  text: string;
  letterSpaced: boolean;
  /** End of a bold lead followed by non-bold text with letters, as an offset into text. */
  leadEnd?: number;
};

const charWidth = (s: Span) => (s.x1 - s.x0) / Math.max(1, [...s.text].length);

/** Spaces to put between two spans `gap` apart: none for kerning, more for wider gaps. */
function spacesFor(gap: number, unit: number, alwaysSpace: boolean): string {
  if (gap <= 0.3 * unit) return alwaysSpace ? ' ' : '';
  return ' '.repeat(Math.min(8, Math.max(1, Math.round(gap / unit))));
}

/**
 * 'S T A R T E R S', 'S TA R T E R S' (kerning fused a pair): a line of one- and two-letter
 * tokens, mostly single letters, is one spaced-out word or phrase. Word gaps are kept where the
 * line shows them as double spaces.
 */
function collapseLetterSpacing(line: string): { text: string; spaced: boolean } {
  const tokens = line.trim().split(/ +/);
  if (tokens.length < 4 || !tokens.every((t) => /^[\p{L}&'’]{1,2}$/u.test(t))) {
    return { text: line, spaced: false };
  }
  const singles = tokens.filter((t) => [...t].length === 1).length;
  if (singles < 0.75 * tokens.length) return { text: line, spaced: false };
  const words = line
    .trim()
    .split(/ {2,}/)
    .map((w) => w.replace(/ /g, ''));
  return { text: words.join(' '), spaced: true };
}

/** OCR and some PDFs give one box per letter: join letters whose gaps are the letter-spacing. */
function joinSpacedBoxes(row: Span[]): string | null {
  if (row.length < 4 || !row.every((s) => /^[\p{L}&]{1,2}$/u.test(s.text.trim()))) return null;
  const gaps = row.slice(1).map((s, i) => s.x0 - row[i].x1);
  const typical = median(gaps);
  // A word space adds about a quarter em to the letter-spacing; small caps make the capitals
  // larger than the em of the line, so the line's median size is the measure.
  const em = median(row.map((s) => s.size));
  let out = row[0].text.trim();
  row.slice(1).forEach((s, i) => {
    out += (gaps[i] > Math.max(1.8 * typical, typical + 0.15 * em) ? ' ' : '') + s.text.trim();
  });
  return out;
}

export function joinRow(row: Span[], alwaysSpace: boolean): RowText {
  const spaced = joinSpacedBoxes(row);
  if (spaced !== null) return { text: spaced, letterSpaced: true };
  const unit = median(row.map(charWidth)) || 1;
  let text = '';
  let prev: Span | undefined;
  let leadEnd: number | undefined;
  let boldSoFar = true;
  for (const span of row) {
    const piece = span.text.replace(/\s+/g, ' ');
    if (prev) text += spacesFor(span.x0 - prev.x1, unit, alwaysSpace);
    // A bold lead ends where the first non-bold span with letters starts.
    if (boldSoFar && prev && !span.bold && /\p{L}/u.test(piece) && text.trim()) {
      leadEnd = text.trimEnd().length;
    }
    boldSoFar &&= Boolean(span.bold) || !/\p{L}/u.test(piece);
    text += piece;
    prev = span;
  }
  const leading = text.length - text.trimStart().length;
  text = text.trim();
  const collapsed = collapseLetterSpacing(text);
  if (collapsed.spaced) return { text: collapsed.text, letterSpaced: true };
  const lead = leadEnd !== undefined && row[0].bold ? leadEnd - leading : undefined;
  return { text, letterSpaced: false, ...(lead && lead > 0 ? { leadEnd: lead } : {}) };
}

/** Letter-weighted style shares of a row. */
export function rowStyle(row: Span[]) {
  return {
    bold: letterShare(row, (s) => Boolean(s.bold)) >= 0.6,
    italic: letterShare(row, (s) => Boolean(s.italic)) >= 0.6,
  };
}
