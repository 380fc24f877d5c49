/**
 * The signs the confidence model added when the real files joined its fit (ADR 0031), each on an
 * invented section: the sign is set where the item shows it and clear on a plain item beside it.
 */
import type { LayoutLine } from '@/lib/layout';
import { layoutLine } from '@/testing/menu-parser/layout-line';
import type { DraftCategory, DraftItem } from './assemble';
import { CONFIDENCE_FEATURES, confidenceFeatures, type ConfidenceContext } from './confidence';

type Sign = (typeof CONFIDENCE_FEATURES)[number];

const line = layoutLine;

type Dish = { name: string; price?: string; description?: string; lines?: LayoutLine[] };

const draftOf = (d: Dish, k: number): DraftItem => ({
  nameText: d.name,
  description: d.description ? [d.description] : [],
  price: d.price ?? '',
  marks: { dietary: [], allergens: [] },
  indent: 0,
  from: k,
  to: k,
});

/** The signs of every dish of one invented section, by dish name. */
function signs(
  dishes: Dish[],
  section: Partial<DraftCategory> & {
    heading?: LayoutLine;
    menuDisagreement?: number;
    regionTops?: Map<number, number>;
    medianSection?: number;
    sectionRegions?: number;
  } = {},
): Record<string, Record<Sign, number>> {
  const {
    heading,
    menuDisagreement = 0,
    regionTops,
    medianSection = dishes.length,
    sectionRegions = 1,
    ...category
  } = section;
  const drafts = dishes.map(draftOf);
  const draftCategory: DraftCategory = {
    name: 'Starters',
    description: [],
    items: drafts,
    otherLines: [],
    addOns: [],
    headingLine: 0,
    ...category,
  };
  return Object.fromEntries(
    dishes.map((d, k) => {
      const context: ConfidenceContext = {
        category: draftCategory,
        categories: 3,
        lines: d.lines ?? [line(`${d.name}  ${d.price ?? ''}`)],
        heading: heading ?? line(draftCategory.name.toUpperCase(), { bold: true, size: 1.3 }),
        medianSection,
        plainAgrees: true,
        menuDisagreement,
        regionTops,
        sectionRegions,
      };
      const item = {
        id: `item-${k}`,
        name: d.name,
        description: d.description ?? '',
        price: d.price ?? '',
        ingredients: [],
        allergens: [],
        dietary: [],
        available: true,
      };
      const x = confidenceFeatures(item, drafts[k]!, context);
      return [d.name, Object.fromEntries(CONFIDENCE_FEATURES.map((f, i) => [f, x[i]!]))];
    }),
  ) as Record<string, Record<Sign, number>>;
}

const plain: Dish[] = [
  { name: 'Garden Salad', price: '9.50' },
  { name: 'Tomato Soup', price: '8.00' },
  { name: 'Crab Cakes', price: '12.50' },
  { name: 'Onion Rings', price: '7.50' },
];

describe('confidence signs from the name', () => {
  it('sees a price written into the name, a lower-case start and a cut-off end', () => {
    const s = signs([
      ...plain,
      { name: 'Fish Tacos $11', price: '11.00' },
      { name: 'with lime and chilli', price: '10.00' },
      { name: 'Lamb Kofta &', price: '13.50' },
      { name: 'Pork Belly (slow', price: '14.50' },
    ]);
    expect(s['Fish Tacos $11']!['price written in the name']).toBe(1);
    expect(s['with lime and chilli']!['name starts in lower case']).toBe(1);
    expect(s['Lamb Kofta &']!['name ends in punctuation']).toBe(1);
    expect(s['Pork Belly (slow']!['name brackets unbalanced']).toBe(1);
    for (const sign of [
      'price written in the name',
      'name starts in lower case',
      'name ends in punctuation',
      'name brackets unbalanced',
      'name over 40 characters',
    ] as const)
      expect(s['Garden Salad']![sign]).toBe(0);
  });

  it('reads a vintage as part of a wine name, and other numbers in a name as a sign', () => {
    const s = signs([
      { name: '2019 Hillside Rioja', price: '34' },
      { name: 'Valley Merlot 2021', price: '29' },
      { name: 'Garden Sa1ad 12', price: '9' },
      { name: 'Chablis 1er Cru', price: '48' },
    ]);
    expect(s['2019 Hillside Rioja']!['digits in the name']).toBe(0);
    expect(s['Valley Merlot 2021']!['digits in the name']).toBe(0);
    expect(s['Garden Sa1ad 12']!['digits in the name']).toBe(1);
  });

  it('sees a name too long to be one dish', () => {
    const long = 'Slow Roasted Pork Shoulder With Apple Sauce Crackling';
    expect(
      signs([...plain, { name: long, price: '16.00' }])[long]!['name over 40 characters'],
    ).toBe(1);
  });
});

describe('confidence signs from the section heading', () => {
  it('sees digits and a sentence in the heading', () => {
    expect(
      signs(plain, { name: '2. Salads' })['Garden Salad']!['digits in the section heading'],
    ).toBe(1);
    expect(
      signs(plain, { name: 'Ask your server about today' })['Garden Salad']![
        'section heading over 4 words'
      ],
    ).toBe(1);
    const clear = signs(plain)['Garden Salad']!;
    expect(clear['digits in the section heading']).toBe(0);
    expect(clear['section heading over 4 words']).toBe(0);
  });

  it('sees a heading set like its dishes, and one in a banner font', () => {
    const likeItems = signs(plain, { heading: line('Garden Salads') })['Garden Salad']!;
    expect(likeItems['section heading styled like its items']).toBe(1);
    expect(signs(plain)['Garden Salad']!['section heading styled like its items']).toBe(0);
    const banner = signs(plain, { heading: line('THE CORNER HOUSE', { size: 2.4 }) });
    expect(banner['Garden Salad']!['section heading in a banner font']).toBe(1);
    expect(signs(plain)['Garden Salad']!['section heading in a banner font']).toBe(0);
  });

  it('carries how much of the whole menu the reading without typography reads differently', () => {
    const sign = 'share of the menu read differently without typography';
    expect(signs(plain, { menuDisagreement: 0.4 })['Garden Salad']![sign]).toBe(0.4);
    expect(signs(plain)['Garden Salad']![sign]).toBe(0);
  });
});

describe('confidence signs from the price and the section', () => {
  it('sees a price far from its section and one written unlike the others', () => {
    const s = signs([
      ...plain,
      { name: 'Whole Lobster', price: '95.00' },
      { name: 'Bread', price: '4' },
    ]);
    expect(s['Whole Lobster']!['price far from its section']).toBe(1);
    expect(s['Garden Salad']!['price far from its section']).toBe(0);
    expect(s['Bread']!['decimals unlike its section']).toBe(1);
    expect(s['Garden Salad']!['decimals unlike its section']).toBe(0);
  });

  it('sees a section where most dishes have no price', () => {
    const s = signs([
      { name: 'Garden Salad' },
      { name: 'Tomato Soup' },
      { name: 'Crab Cakes', price: '12.50' },
    ]);
    expect(s['Garden Salad']!['prices missing in most of its section']).toBe(1);
    expect(signs(plain)['Garden Salad']!['prices missing in most of its section']).toBe(0);
  });

  it('sees a price or a whole menu inside the description', () => {
    const prose = Array.from({ length: 45 }, (_, i) => `word${i}`).join(' ');
    const s = signs([
      ...plain,
      { name: 'Fish Pie', price: '14.00', description: 'creamy mash. Chips 4.50' },
      { name: 'Steak', price: '24.00', description: prose },
    ]);
    expect(s['Fish Pie']!['price in the description']).toBe(1);
    expect(s['Steak']!['description over 40 words']).toBe(1);
    expect(s['Garden Salad']!['price in the description']).toBe(0);
    expect(s['Garden Salad']!['description over 40 words']).toBe(0);
  });

  it('sees an item whose lines run onto another page or column', () => {
    const across = [line('Fish Pie'), line('creamy mash', { page: 2 })];
    const s = signs([...plain, { name: 'Fish Pie', price: '14.00', lines: across }]);
    expect(s['Fish Pie']!['read across pages or columns']).toBe(1);
    expect(s['Garden Salad']!['read across pages or columns']).toBe(0);
  });

  it('sees a section carried into another column, not a title set over its own panels', () => {
    // Two panels side by side under one title: the right one starts just under the title.
    const title = line('VEGETABLES', { region: 1, top: 100, bottom: 112, x0: 0, x1: 60 });
    const inRightPanel = line('Buttered Peas', {
      region: 3,
      top: 118,
      bottom: 128,
      x0: 200,
      x1: 300,
    });
    // A column further on, whose first line is far below where the heading ended.
    const carriedOn = line('Tomato Soup', { region: 4, top: 20, bottom: 30, x0: 400, x1: 500 });
    const tops = new Map([
      [3, 118],
      [4, 20],
    ]);
    const dishes = [
      { name: 'Buttered Peas', price: '4.00', lines: [inRightPanel] },
      { name: 'Tomato Soup', price: '6.00', lines: [carriedOn] },
    ];
    const s = signs(dishes, { heading: title, regionTops: tops });
    expect(s['Buttered Peas']!['section carried over from another column or page']).toBe(0);
    expect(s['Tomato Soup']!['section carried over from another column or page']).toBe(1);
    const nextPage = line('Fish Pie', { page: 2, top: 118, bottom: 128 });
    const overleaf = signs([{ name: 'Fish Pie', price: '14.00', lines: [nextPage] }], {
      heading: title,
      regionTops: tops,
    });
    expect(overleaf['Fish Pie']!['section carried over from another column or page']).toBe(1);
  });
});

describe('a section far longer than the rest', () => {
  const list = [
    'Fried Onions',
    'Stilton',
    'Jalapeños',
    'Sriracha Mayo',
    'Rocket',
    'Crispy Shallots',
  ].map((name) => ({
    name,
    price: '1.50',
  }));
  const sign = 'section over twice the median section';

  it('is a long list when it stands in one column', () => {
    expect(signs(list, { medianSection: 2, sectionRegions: 1 })['Rocket']![sign]).toBe(0);
  });

  it('may have swallowed a section whose heading was missed when it runs on into another', () => {
    expect(signs(list, { medianSection: 2, sectionRegions: 2 })['Rocket']![sign]).toBe(1);
    expect(signs(list, { medianSection: 3, sectionRegions: 2 })['Rocket']![sign]).toBe(0);
  });

  it('leaves dishes under no heading to their own sign', () => {
    const general = signs(list, { name: 'General', medianSection: 2, sectionRegions: 2 });
    expect(general['Rocket']![sign]).toBe(0);
    expect(general['Rocket']!['no section heading in a menu with sections']).toBe(1);
  });
});

describe('a price count unlike the rest of its section', () => {
  const sign = 'price count unlike its section';

  it('is a doubt where a row lost prices', () => {
    const s = signs([
      { name: 'Soup', price: '5.00 / 7.00' },
      { name: 'Chowder', price: '6.00 / 8.00' },
      { name: 'Bisque', price: '6.50 / 8.50' },
      { name: 'Broth', price: '4.00' },
    ]);
    expect(s['Broth']![sign]).toBe(1);
  });

  it('is none where a price table labelled the cells a row fills', () => {
    const s = signs([
      { name: 'House Red', price: '125ml £5.00 / 175ml £6.50 / Bottle £24.00' },
      { name: 'House White', price: '125ml £5.00 / 175ml £6.50 / Bottle £24.00' },
      { name: 'Old Vine Rioja', price: 'Bottle £38.00' },
      { name: 'Mountain Malbec', price: 'Bottle £41.00' },
      { name: 'Valley Pinot', price: 'Bottle £44.00' },
      { name: 'Chowder', price: 'cup $5 / bowl $7' },
    ]);
    expect(s['House Red']![sign]).toBe(0);
    expect(s['Chowder']![sign]).toBe(0);
  });

  it('counts a currency code as no label', () => {
    const s = signs([
      { name: 'Rösti', price: 'CHF 18 / CHF 24' },
      { name: 'Fondue', price: 'CHF 28 / CHF 34' },
      { name: 'Raclette', price: 'CHF 26 / CHF 32' },
      { name: 'Salad', price: 'CHF 12' },
    ]);
    expect(s['Salad']![sign]).toBe(1);
  });
});
