import { describe, expect, it } from 'vitest';
import { formatContent, parseInline } from './format-content';

describe('formatContent', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(formatContent('First line\nsecond line\n\nNext paragraph')).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ text: 'First line', bold: false }], [{ text: 'second line', bold: false }]],
      },
      { kind: 'paragraph', lines: [[{ text: 'Next paragraph', bold: false }]] },
    ]);
  });

  it("reads '-', '*' and '•' bullets, numbered lists and Markdown headings", () => {
    const blocks = formatContent('## Basics\nIntro:\n- one\n* two\n• three\n1. first\n2) second');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two' }], [{ text: 'three' }]],
    });
    expect(blocks[3]).toMatchObject({
      ordered: true,
      items: [[{ text: 'first' }], [{ text: 'second' }]],
    });
  });

  it('does not treat a price or a dash inside a line as a bullet', () => {
    expect(formatContent('$16 - Burrata').map((b) => b.kind)).toEqual(['paragraph']);
    expect(formatContent('-5% off').map((b) => b.kind)).toEqual(['paragraph']);
  });

  it('keeps markup as plain text', () => {
    expect(formatContent('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', lines: [[{ text: '<script>alert(1)</script>', bold: false }]] },
    ]);
  });
});

describe('parseInline', () => {
  it('marks **bold** spans and leaves an unclosed marker as text', () => {
    expect(parseInline('Pair **Barolo** with **short rib**.')).toEqual([
      { text: 'Pair ', bold: false },
      { text: 'Barolo', bold: true },
      { text: ' with ', bold: false },
      { text: 'short rib', bold: true },
      { text: '.', bold: false },
    ]);
    expect(parseInline('5 ** 2')).toEqual([{ text: '5 ** 2', bold: false }]);
  });
});
