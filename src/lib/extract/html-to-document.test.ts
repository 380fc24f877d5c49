import { layoutDocument } from '@/lib/layout';
import { htmlToDocument } from './html-to-document';

const linesOf = (html: string) => layoutDocument(htmlToDocument(html)).lines;
const spansOf = (html: string) => htmlToDocument(html).pages[0].spans;

describe('Word HTML to a positioned document', () => {
  it('sets a price typed after tabs apart from its dish by a column gap', () => {
    const spans = spansOf('<p>12. Lentil Soup\t\t\t7,50</p>');
    expect(spans.map((s) => s.text)).toEqual(['12. Lentil Soup', '7,50']);
    expect(spans[1].x0 - spans[0].x1).toBeGreaterThanOrEqual(3 * 0.5 * spans[0].size);
    expect(linesOf('<p>12. Lentil Soup\t\t\t7,50</p>')[0].text).toMatch(
      /^12\. Lentil Soup {3,}7,50$/,
    );
  });

  it('moves text after two tabs further along than after one', () => {
    const [, one] = spansOf('<p>Tea\t2.00</p>');
    const [, two] = spansOf('<p>Tea\t\t2.00</p>');
    expect(two.x0).toBeGreaterThan(one.x0);
  });

  it('keeps runs of spaces inside a line as one word space', () => {
    // Typists push labelled prices of one dish apart with spaces; they stay one line of text.
    const lines = linesOf('<p>Small $9.50          Large $16.00</p>');
    expect(lines).toHaveLength(1);
    expect(lines[0].text).toBe('Small $9.50 Large $16.00');
  });

  it('reads a leading tab as an indent, not as a gap', () => {
    const [span] = spansOf('<p>\tServed with fries</p>');
    expect(span.text).toBe('Served with fries');
    expect(span.x0).toBeGreaterThan(0);
  });

  it('puts each line of a paragraph with line breaks on its own row', () => {
    const lines = linesOf(
      '<p><strong>Garden Burger\t\t11.90<br /></strong>Grilled patty, pickles<br />Oat bun\t\t</p>',
    );
    expect(lines.map((l) => l.text)).toEqual([
      expect.stringMatching(/^Garden Burger {3,}11\.90$/),
      'Grilled patty, pickles',
      'Oat bun',
    ]);
    expect(lines.map((l) => l.bold)).toEqual([true, false, false]);
  });

  it('keeps a bold name and its regular description on one line, the lead marked', () => {
    const [line] = linesOf('<p><strong>Tomato Tart</strong> basil, olives\t8</p>');
    expect(line.text).toMatch(/^Tomato Tart basil, olives {3,}8$/);
    expect(line.leadEnd).toBe('Tomato Tart'.length);
  });

  it('gives headings a larger bold size and white space before them', () => {
    const lines = linesOf('<p>Cafe Blue</p><h2>Starters</h2><p>Olives\t4</p><p>Bread\t3</p>');
    const heading = lines.find((l) => l.text === 'Starters');
    expect(heading?.size).toBeGreaterThan(1.3);
    expect(heading?.bold).toBe(true);
    expect(heading?.breakBefore).toBe(true);
  });

  it('reads an empty paragraph as white space between blocks', () => {
    const lines = linesOf('<p>Soups</p><p>Leek\t5</p><p></p><p>Salads</p><p>Beet\t6</p>');
    expect(lines.find((l) => l.text === 'Salads')?.breakBefore).toBe(true);
    expect(lines.find((l) => l.text.startsWith('Leek'))?.breakBefore).toBe(false);
  });

  it('keeps table cells in aligned columns, white space inside a cell collapsed', () => {
    const spans = spansOf(
      '<table><tr><td><p>Merlot</p></td><td><p>Chile\t\tCentral</p></td><td><p>$30</p></td></tr>' +
        '<tr><td><p>Shiraz Reserve</p></td><td><p>Australia</p></td><td><p>$42</p></td></tr></table>',
    );
    expect(spans.map((s) => s.text)).toEqual([
      'Merlot',
      'Chile Central',
      '$30',
      'Shiraz Reserve',
      'Australia',
      '$42',
    ]);
    expect(spans[2].x0).toBe(spans[5].x0);
    expect(spans[1].x0).toBe(spans[4].x0);
  });
});
