import type { Span } from '@/lib/extract/document';
import { layoutDocument } from './index';

function span(text: string, x: number, top: number, size = 10): Span {
  return { text, x0: x, x1: x + text.length * size * 0.5, top, bottom: top + size, size };
}

const linesOf = (spans: Span[]) =>
  layoutDocument({ kind: 'pdf', pages: [{ width: 500, height: 400, spans }] }).lines;

describe('two columns too close for a gutter', () => {
  // Sides on the left, shakes from x 200: the longest left row ends 5 pt before the right column
  // starts, half an em, where a gutter needs an em and a half.
  const left = [
    span('SIDES', 20, 100, 14),
    span('Skin-on Fries 4', 20, 120),
    span('Courgette Fritters, with Lime Mayo 5', 20, 134),
    span('Garlic Flatbread 4.5', 20, 148),
    span('Slaw 3', 20, 162),
  ];
  const right = [
    span('SHAKES', 200, 100, 14),
    span('Vanilla Bean 5', 200, 120),
    span('Salted Caramel 5.5', 200, 134),
    span('Peanut Butter 5.5', 200, 148),
    span('Strawberry 5', 200, 162),
  ];
  // A single column above them, its descriptions running across where the right column starts.
  const above = [
    span('BURGERS', 20, 20, 14),
    span('Classic Smash 9', 20, 40),
    span('two beef patties, american cheese, pickles, onions and house sauce', 20, 54),
    span('Double Trouble 12', 20, 68),
    span('four patties, smoked bacon, cheddar and burnt onion jam on a brioche', 20, 82),
  ];

  it('reads the left column, then the right one, each under its own heading', () => {
    const texts = linesOf([...above, ...left, ...right]).map((l) => l.text);
    expect(texts.slice(5)).toEqual([
      'SIDES',
      'Skin-on Fries 4',
      'Courgette Fritters, with Lime Mayo 5',
      'Garlic Flatbread 4.5',
      'Slaw 3',
      'SHAKES',
      'Vanilla Bean 5',
      'Salted Caramel 5.5',
      'Peanut Butter 5.5',
      'Strawberry 5',
    ]);
  });

  it('keeps a table whose cells line up at the same x whole: a wine and its price stay on one line', () => {
    const table = [
      ['Domaine Roux', 'Sancerre Blanc', '$9/$36'],
      ['Casa Verde', 'Albarino', '$8/$30'],
      ['Hill Farm', 'Pinot Noir', '$10/$40'],
      ['Les Amis', 'Cotes du Rhone', '$8/$32'],
    ].flatMap(([producer, wine, price], k) => [
      span(producer, 20, 100 + 14 * k),
      span(wine, 90, 100 + 14 * k),
      span(price, 220, 100 + 14 * k),
    ]);
    const texts = linesOf(table).map((l) => l.text.replace(/\s+/g, ' '));
    expect(texts).toEqual([
      'Domaine Roux Sancerre Blanc $9/$36',
      'Casa Verde Albarino $8/$30',
      'Hill Farm Pinot Noir $10/$40',
      'Les Amis Cotes du Rhone $8/$32',
    ]);
  });
});
