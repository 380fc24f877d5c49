import { featureCount, lineRoles, type ReaderModel } from '@/lib/reader-model';
import { layoutLine } from '@/testing/menu-parser/layout-line';
import { parseMenuLayout } from './parse';

/**
 * A stand-in reader model: a line ending in a price is a description, any other a dish. Feature
 * 19 is the line's own "has a price" (after the bias and 18 other own features).
 */
const PRICED = 19;
const model: ReaderModel = {
  mean: new Array(featureCount).fill(0),
  scale: new Array(featureCount).fill(1),
  weights: lineRoles.map((role) => {
    const w = new Array<number>(featureCount).fill(0);
    if (role === 'dish') w[0] = 5;
    if (role === 'description') w[PRICED] = 20;
    return w;
  }),
};

// Invented dishes: a name over an ingredient list that ends in the dish's price.
const lines = [
  'Garden Toast',
  'Rye Bread | Radish | Herb Butter  $6',
  'Harbour Stew',
  'Mussels | Fennel | Saffron Broth  $14',
].map((text, i) => layoutLine(text, { x1: 300, top: i * 14, bottom: i * 14 + 10 }));

const dishes = (readerModel: ReaderModel | null) =>
  parseMenuLayout(lines, { readerModel }).menuData.categories.flatMap((c) =>
    c.items.map((i) => `${i.name} ${i.price}`),
  );

describe('the reader model reading a description line', () => {
  it('keeps a priced ingredient list whole and gives its price to the name above', () => {
    expect(dishes(model)).toEqual(['Garden Toast $6', 'Harbour Stew $14']);
  });

  it('differs from the rules alone, which read the listed ingredients as dishes', () => {
    expect(dishes(null)).not.toEqual(dishes(model));
  });
});
