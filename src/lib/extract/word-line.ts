/**
 * One line of a Word paragraph as positioned pieces. Word menus are often laid out by typing: a
 * tab sets the price, or a second column, apart from the name. A tab becomes a real horizontal
 * gap between spans, so the layout step and the parser see the columns as they would on a PDF.
 * Runs of spaces inside a line stay one word space: typists use them both to push a price along
 * and between labelled prices of one dish ('Small $9' + spaces + 'Large $18'); read as gaps on
 * the real Word menus they split such price lines into separate dishes (measured on the
 * corpus-real bench), while tabs helped and cost nothing.
 */

export type Run = { text: string; bold: boolean; italic: boolean };

/** A piece of a line: text of one style between gaps, at a column in character widths. */
export type Piece = Run & { col: number };

/** The narrowest gap the layout step keeps as a column gap (3+ spaces), in character widths. */
const MIN_GAP = 3;
/** A space is about half as wide as an average letter. */
const SPACE = 0.5;
/** Word's default tab stops: every half inch (36 pt). */
const TAB_POINTS = 36;

const isSpace = (c: string) => c === ' ' || c === '\u00a0' || c === '\n' || c === '\r';

/**
 * Lays out one line of runs. `charPoints` is the width of one character in points at the line's
 * font size, so tab stops fall where Word puts them relative to the text.
 */
export function layoutLine(runs: Run[], charPoints: number): Piece[] {
  const tab = TAB_POINTS / charPoints;
  const nextStop = (col: number) => (Math.floor(col / tab + 1e-6) + 1) * tab;
  const pieces: Piece[] = [];
  let current: Piece | null = null;
  let col = 0;
  let tabs = 0;
  let spaces = 0;

  const close = () => {
    if (current?.text.trim()) pieces.push(current);
    current = null;
  };
  for (const run of runs) {
    for (const c of run.text) {
      if (c === '\t') {
        tabs += 1;
        continue;
      }
      if (isSpace(c)) {
        spaces += 1;
        continue;
      }
      if (tabs || spaces) {
        const started = pieces.length > 0 || current !== null;
        if (!started || tabs > 0) {
          // Leading white space is an indent; inside the line it is a gap between columns.
          close();
          let target = col + spaces * SPACE;
          for (let t = 0; t < tabs; t += 1) target = nextStop(target);
          col = started ? Math.max(target, col + MIN_GAP) : target;
        } else {
          if (current) current.text += ' ';
          col += 1;
        }
        tabs = 0;
        spaces = 0;
      }
      if (current && (current.bold !== run.bold || current.italic !== run.italic)) close();
      current ??= { text: '', bold: run.bold, italic: run.italic, col };
      current.text += c;
      col += 1;
    }
  }
  close();
  return pieces.map((p) => ({ ...p, text: p.text.trimEnd() }));
}
