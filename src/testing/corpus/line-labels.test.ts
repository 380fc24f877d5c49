import { layoutLine } from '@/testing/menu-parser/layout-line';
import { labelLines, type LabelTruth } from './line-labels';

const line = (text: string, top: number) => layoutLine(text, { top, bottom: top + 10 });
const lines = (...texts: string[]) => texts.map((t, i) => line(t, i * 12));

// Invented dishes: never strings from corpus-real.
const truth: LabelTruth = {
  categories: [
    {
      name: 'Starters',
      items: [
        { name: 'Roast Pumpkin Soup', description: 'sage butter and toasted seeds' },
        { name: 'Braised Rabbit Leg With Mustard', description: null },
      ],
    },
  ],
};

describe('labelLines', () => {
  it('labels headings, dishes, descriptions, prices, add-ons and noise', () => {
    const roles = labelLines(
      lines(
        'STARTERS',
        'Roast Pumpkin Soup   9.50',
        'sage butter and toasted seeds',
        '12.00',
        'add bread 2',
        'Open daily from noon',
      ),
      truth,
    );
    expect(roles).toEqual(['heading', 'dish', 'description', 'price', 'add-on', 'noise']);
  });

  it('marks a wrapped name as dish then name-continued', () => {
    expect(labelLines(lines('Braised Rabbit Leg', 'With Mustard  24'), truth)).toEqual([
      'dish',
      'name-continued',
    ]);
  });

  it('reads size columns as a price header', () => {
    expect(labelLines(lines('Small   Large'), truth)).toEqual(['price-header']);
  });

  it('leaves unexplained lines unknown when the truth has no descriptions', () => {
    const bare: LabelTruth = { categories: [{ name: 'Mains', items: [{ name: 'Fish Pie' }] }] };
    expect(labelLines(lines('Fish Pie 14', 'creamy mash topping'), bare)).toEqual(['dish', null]);
  });
});

describe('labelLines, the tail of a wrapped description', () => {
  it('labels a one-word line of description words under a description as description', () => {
    const roles = labelLines(
      lines('Roast Pumpkin Soup', 'sage butter and toasted', 'seeds  9.50'),
      truth,
    );
    expect(roles).toEqual(['dish', 'description', 'description']);
  });

  it('leaves the same words as noise where no description runs above', () => {
    const roles = labelLines(lines('Roast Pumpkin Soup  9.50', 'Open daily', 'seeds'), truth);
    expect(roles[2]).toBe('noise');
  });
});
