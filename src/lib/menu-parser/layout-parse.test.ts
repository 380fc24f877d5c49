import type { PositionedDocument, Span } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { parseMenuLayout, parseMenuText } from './index';

type Row = [text: string, style?: Partial<Span>, price?: string];

/** One column of evenly spaced rows (no blank line marks a section), prices at x = 400. */
function page(rows: Row[]): PositionedDocument {
  const spans: Span[] = [];
  let top = 20;
  for (const [text, style = {}, price] of rows) {
    const size = style.size ?? 10;
    spans.push({
      text,
      x0: 40,
      x1: 40 + text.length * size * 0.5,
      top,
      bottom: top + size,
      size,
      ...style,
    });
    if (price)
      spans.push({
        text: price,
        x0: 400,
        x1: 400 + price.length * 5,
        top,
        bottom: top + size,
        size: 10,
      });
    top += size + 6;
  }
  return { kind: 'pdf', pages: [{ width: 600, height: 800, spans }] };
}

const parse = (d: PositionedDocument) => {
  const menu = parseMenuLayout(layoutDocument(d).lines, { now: new Date(0) });
  return menu.menuData.categories.map((c) => ({
    name: c.name,
    items: c.items.map((i) => [i.name, i.price, i.description]),
  }));
};

describe('parsing laid-out lines with typography', () => {
  it('takes headings from size, and UPPERCASE dish names in body type as dishes', () => {
    const result = parse(
      page([
        ['From the Garden', { size: 16 }],
        ['BURRATA', {}, '14'],
        ['heirloom tomato, basil oil', { italic: true }],
        ['CALAMARI', {}, '13'],
        ['lemon aioli', { italic: true }],
        ['Land and Sea', { size: 16 }],
        ['ROAST CHICKEN', {}, '26'],
        ['thyme jus', { italic: true }],
        ['HALIBUT', {}, '32'],
      ]),
    );
    expect(result).toEqual([
      {
        name: 'From the Garden',
        items: [
          ['Burrata', '14', 'heirloom tomato, basil oil'],
          ['Calamari', '13', 'lemon aioli'],
        ],
      },
      {
        name: 'Land and Sea',
        items: [
          ['Roast Chicken', '26', 'thyme jus'],
          ['Halibut', '32', ''],
        ],
      },
    ]);
  });

  it('splits a bold name from the regular description on the same line', () => {
    const spans: Span[] = [
      { text: 'Desserts', x0: 40, x1: 120, top: 10, bottom: 26, size: 16, bold: true },
      { text: 'Tiramisu', x0: 40, x1: 80, top: 40, bottom: 50, size: 10, bold: true },
      { text: 'mascarpone, espresso, cocoa', x0: 84, x1: 220, top: 40, bottom: 50, size: 10 },
      { text: '9', x0: 400, x1: 405, top: 40, bottom: 50, size: 10 },
      { text: 'Panna Cotta', x0: 40, x1: 95, top: 56, bottom: 66, size: 10, bold: true },
      { text: 'vanilla, berries', x0: 99, x1: 180, top: 56, bottom: 66, size: 10 },
      { text: '8', x0: 400, x1: 405, top: 56, bottom: 66, size: 10 },
    ];
    expect(parse({ kind: 'pdf', pages: [{ width: 600, height: 800, spans }] })).toEqual([
      {
        name: 'Desserts',
        items: [
          ['Tiramisu', '9', 'mascarpone, espresso, cocoa'],
          ['Panna Cotta', '8', 'vanilla, berries'],
        ],
      },
    ]);
  });

  it('gives every dish of a section the price printed once in its styled heading', () => {
    const result = parse(
      page([
        ['Mains', { size: 16 }],
        ['Steak Frites', {}, '30'],
        ['Roast Cod', {}, '27'],
        ['Sides', { size: 16 }, '6'],
        ['Fries'],
        ['Greens'],
        ['Mash'],
      ]),
    );
    expect(result[1]).toEqual({
      name: 'Sides',
      items: [
        ['Fries', '6', ''],
        ['Greens', '6', ''],
        ['Mash', '6', ''],
      ],
    });
  });

  it('reads a price note under a heading and prices by weight', () => {
    const text =
      'SIDES\nAll sides 6\nFries\nGreens\n\nFROM THE GRILL\nRibeye   12.5 per 100g\nSirloin   9.8 per 100g';
    const menu = parseMenuText(text, { now: new Date(0) });
    expect(menu.menuData.categories.map((c) => c.items.map((i) => [i.name, i.price]))).toEqual([
      [
        ['Fries', '6'],
        ['Greens', '6'],
      ],
      [
        ['Ribeye', '12.5 per 100g'],
        ['Sirloin', '9.8 per 100g'],
      ],
    ]);
  });

  it('joins an ALL CAPS dish name wrapped onto the priced line instead of making it a section', () => {
    const text =
      'SANDWICHES\nCLUB SANDWICH $12.49\nREUBEN $13.49\nBLT $9.99\nGRILLED CHEESE & TOMATO\nSOUP (V)  $10.49\nHOT TURKEY PLATE $14.49\n\nSIDES\nFRIES $4.49';
    const menu = parseMenuText(text, { now: new Date(0) });
    expect(menu.menuData.categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
      [
        'Sandwiches',
        ['Club Sandwich', 'Reuben', 'BLT', 'Grilled Cheese & Tomato Soup', 'Hot Turkey Plate'],
      ],
      ['Sides', ['Fries']],
    ]);
  });

  it('splits name and description at a dietary mark, but leaves table cells to their gaps', () => {
    const text =
      'COLD STARTERS\nPkhali (VG) spinach and beetroot walnut pâtés   14\nJapchae (VG)     sweet potato noodles     stir-fried vegetables     16';
    const items = parseMenuText(text, { now: new Date(0) }).menuData.categories[0]!.items;
    expect(items.map((i) => [i.name, i.description, i.price, i.dietary])).toEqual([
      ['Pkhali', 'spinach and beetroot walnut pâtés', '14', ['vegan']],
      ['Japchae', 'sweet potato noodles stir-fried vegetables', '16', ['vegan']],
    ]);
  });

  it('keeps a price written with letters after a bold name as the price', () => {
    const spans: Span[] = [
      { text: 'Acompanhamentos', x0: 40, x1: 160, top: 10, bottom: 26, size: 16 },
      { text: 'Farofa de bacon', x0: 40, x1: 110, top: 40, bottom: 50, size: 10, bold: true },
      { text: 'R$ 18,90', x0: 114, x1: 150, top: 40, bottom: 50, size: 10 },
      { text: 'Arroz biro-biro', x0: 40, x1: 110, top: 56, bottom: 66, size: 10, bold: true },
      { text: 'R$ 21,90', x0: 114, x1: 150, top: 56, bottom: 66, size: 10 },
      { text: 'Feijão tropeiro', x0: 40, x1: 110, top: 72, bottom: 82, size: 10, bold: true },
      { text: 'R$ 23,90', x0: 114, x1: 150, top: 72, bottom: 82, size: 10 },
    ];
    expect(parse({ kind: 'pdf', pages: [{ width: 600, height: 800, spans }] })).toEqual([
      {
        name: 'Acompanhamentos',
        items: [
          ['Farofa de bacon', 'R$ 18,90', ''],
          ['Arroz biro-biro', 'R$ 21,90', ''],
          ['Feijão tropeiro', 'R$ 23,90', ''],
        ],
      },
    ]);
  });

  it('reads an ALL CAPS line over a lowercase description as a dish whose price was not read', () => {
    const menu = parseMenuText(
      [
        'ZUPY',
        'ZUREK  18 zł',
        'sour rye soup, white sausage, egg',
        'ROSOL',
        'chicken broth, noodles, carrot',
        'KAPUSNIAK  15 zł',
        'sauerkraut soup, smoked ribs',
        'POMIDOROWA  13 zł',
        'tomato soup with rice',
      ].join('\n'),
    );
    const [zupy] = menu.menuData.categories;
    expect(menu.menuData.categories).toHaveLength(1);
    expect(zupy.items.map((i) => [i.name, i.price, i.description])).toEqual([
      ['Zurek', '18 zł', 'sour rye soup, white sausage, egg'],
      ['Rosol', '', 'chicken broth, noodles, carrot'],
      ['Kapusniak', '15 zł', 'sauerkraut soup, smoked ribs'],
      ['Pomidorowa', '13 zł', 'tomato soup with rice'],
    ]);
  });

  it('reads tables under their own headings: label header rows and listed headings', () => {
    const menu = parseMenuText(
      [
        'Black Teas',
        '----------',
        'Tea                      Pot for one   Pot for two',
        'English Breakfast               3.80          6.90',
        'Earl Grey                       3.90          7.10',
        '',
        'Green, White & Herbal',
        '---------------------',
        'Tea                 Pot for one   Pot for two',
        'Sencha                     4.20          7.60',
        'Peppermint                 3.60          6.50',
        '',
        'Cakes',
        '-----',
        'Cake                  Slice   Whole',
        'Victoria Sponge (V)    4.20   28.00',
        'Carrot Cake (V)        4.20   28.00',
      ].join('\n'),
    );
    expect(
      menu.menuData.categories.map((c) => [c.name, c.items.map((i) => `${i.name} ${i.price}`)]),
    ).toEqual([
      ['Black Teas', ['English Breakfast 3.80 / 6.90', 'Earl Grey 3.90 / 7.10']],
      ['Green, White & Herbal', ['Sencha 4.20 / 7.60', 'Peppermint 3.60 / 6.50']],
      // One-word column labels name the prices; "Pot for one" is no price label.
      [
        'Cakes',
        ['Victoria Sponge Slice 4.20 / Whole 28.00', 'Carrot Cake Slice 4.20 / Whole 28.00'],
      ],
    ]);
  });

  it('reads names in small type under "SAUCES | 2 EACH" as dishes at that price, not notes', () => {
    const result = parse(
      page([
        ['STEAKS', { size: 16, bold: true }],
        ['Ribeye', {}, '29'],
        ['grass fed and aged for twenty-eight days'],
        ['Sirloin', {}, '24'],
        ['grass fed and aged for twenty-one days'],
        ['Fillet', {}, '31'],
        ['grain fed and aged for fourteen days'],
        ['SAUCES | 2 EACH', { size: 14, bold: true }],
        ['PEPPERCORN SAUCE', { size: 7 }],
        ['HERB BUTTER', { size: 7 }],
        ['RED WINE JUS', { size: 7 }],
      ]),
    );
    expect(result[1]).toEqual({
      name: 'Sauces',
      items: [
        ['Peppercorn Sauce', '2 EACH', ''],
        ['Herb Butter', '2 EACH', ''],
        ['Red Wine Jus', '2 EACH', ''],
      ],
    });
  });

  it('reads a bold name over its description and a price on a line of its own as one dish', () => {
    const name = { size: 12, bold: true };
    const result = parse(
      page([
        ['GREENS', { size: 18, bold: true }],
        ['ORCHARD SALAD', name],
        ['Butter lettuce, rocket, sliced pears,'],
        ['goat cheese and cider vinaigrette.'],
        ['$13.40'],
        ['FENNEL SALAD', name],
        ['Romaine, cucumber, olives,'],
        ['red onion and lemon dressing.'],
        ['$11.50'],
      ]),
    );
    expect(result).toEqual([
      {
        name: 'Greens',
        items: [
          [
            'Orchard Salad',
            '$13.40',
            'Butter lettuce, rocket, sliced pears, goat cheese and cider vinaigrette.',
          ],
          ['Fennel Salad', '$11.50', 'Romaine, cucumber, olives, red onion and lemon dressing.'],
        ],
      },
    ]);
  });

  it('keeps a group in dish-name type inside its section, under a heading twice its size', () => {
    const name = { size: 12, bold: true };
    const result = parse(
      page([
        ['MORNING PLATES', { size: 28 }],
        ['HASH AND EGGS', name],
        ['Crisp potatoes, peppers and onions,'],
        ['two eggs and toast. $11.75'],
        ['CREPES', name],
        ['Lemon Crepe', {}, '$8.50'],
        ['Cherry Crepe', {}, '$9.95'],
      ]),
    );
    expect(result.map((c) => [c.name, c.items.map((i) => i[0])])).toEqual([
      ['Morning Plates', ['Hash and Eggs', 'Lemon Crepe', 'Cherry Crepe']],
    ]);
  });

  it('reads a heading set larger than the dish names as a section, under a far larger banner', () => {
    const name = { size: 12, bold: true };
    const result = parse(
      page([
        ['MORNING PLATES', { size: 34 }],
        ['HASH AND EGGS', name],
        ['Crisp potatoes, peppers and onions,'],
        ['two eggs and toast. $11.75'],
        ['ON THE SIDE', { size: 16.5 }],
        ['Buttered Toast', name, '$2.50'],
        ['Streaky Bacon', name, '$3.00'],
      ]),
    );
    expect(result.map((c) => [c.name, c.items.map((i) => i[0])])).toEqual([
      ['Morning Plates', ['Hash and Eggs']],
      ['On the Side', ['Buttered Toast', 'Streaky Bacon']],
    ]);
  });

  it('reads a name in capitals set over two lines in dish type, its price on the second', () => {
    const name = { size: 11, bold: true };
    const result = parse(
      page([
        ['HOT PLATES', { size: 17, bold: true }],
        ['SPICED LENTIL', name],
        ['PARCELS £5.25', name],
        ['Two filo parcels with cumin.'],
        ['GRILLED SQUASH £4.50', name],
        ['With garlic and tomato sauce.'],
      ]),
    );
    expect(result.map((c) => [c.name, c.items.map((i) => [i[0], i[1]])])).toEqual([
      [
        'Hot Plates',
        [
          ['Spiced Lentil Parcels', '£5.25'],
          ['Grilled Squash', '£4.50'],
        ],
      ],
    ]);
  });

  it('reads a banner that says "make it loaded.." as the heading of the extras under it', () => {
    const result = parse(
      page([
        ['Burgers', { size: 20 }],
        ['Classic Beef', {}, '£12'],
        ['Halloumi Stack', {}, '£11'],
        ['Make it loaded..', { size: 22 }],
        ['Smoked Bacon', {}, '£1.50'],
        ['Blue Cheese', {}, '£1.50'],
      ]),
    );
    expect(result.map((c) => [c.name, c.items.map((i) => i[0])])).toEqual([
      ['Burgers', ['Classic Beef', 'Halloumi Stack']],
      ['Make it loaded', ['Smoked Bacon', 'Blue Cheese']],
    ]);
  });

  it('reads the first headings under a large title with no dishes yet as sections', () => {
    const result = parse(
      page([
        ['THE CORNER BISTRO', { size: 30 }],
        ['Starters', { size: 13, bold: true }],
        ['Nettle Soup', {}, '7'],
        ['Mains', { size: 13, bold: true }],
        ['Roast Chicken', {}, '19'],
      ]),
    );
    expect(result.map((c) => c.name)).toEqual(['Starters', 'Mains']);
  });
});
