import { findLinePrice } from './price';
import { parseMenuText } from './index';
import { namesAndPrices, parseItems } from '@/testing/menu-parser/parse-items';

const priceOf = (line: string) => findLinePrice(line)?.display ?? null;

describe('price styles', () => {
  it('reads superscript pence as pounds and pence', () => {
    expect(priceOf('Brambleberry crumble 9⁵⁰')).toBe('9.50');
    expect(priceOf('Smoked haddock £14⁹⁵')).toBe('£14.95');
    // A one-digit footnote mark is no pence.
    expect(priceOf('Harvest loaf¹')).toBeNull();
  });

  it('reads the whole-currency dash and leaves pieces per portion out of the price', () => {
    expect(priceOf('Pilzstrudel     12,-')).toBe('12');
    expect(priceOf('Kartoffelpuffer     7,30,-')).toBe('7,30');
    expect(priceOf('Beilagensalat     3,10 ,-')).toBe('3,10');
    expect(priceOf('Gyoza     5,70,-/ 6 Stk')).toBe('5,70');
    expect(priceOf('Spring rolls     5.50 / 4 pcs')).toBe('5.50');
    expect(priceOf('Schnitzel € 14,-')).toBe('€14');
    // A dash inside a name is no price mark, and a fraction is no piece count.
    expect(priceOf('Half-and-half pizza')).toBeNull();
    expect(namesAndPrices('MAINS\n\nKnödel     8,80,-\nGulasch     11,-\n')).toEqual([
      ['Knödel', '8,80'],
      ['Gulasch', '11'],
    ]);
  });

  it('keeps the name whole when each amount is labelled after it, in brackets or not', () => {
    expect(namesAndPrices('MAINS\n\nCottage Pie 12 regular / 15 large\nHaddock 14')).toEqual([
      ['Cottage Pie', '12 regular / 15 large'],
      ['Haddock', '14'],
    ]);
    expect(namesAndPrices('MAINS\n\nFish Pie 12 (regular) / 15 (large)\nHaddock 14')).toEqual([
      ['Fish Pie', '12 (regular) / 15 (large)'],
      ['Haddock', '14'],
    ]);
    // A label before each amount stays with the price.
    expect(priceOf('Cheese   Slice 3 / Pie 18')).toBe('Slice 3 / Pie 18');
  });

  it('reads a price set apart before a short note in brackets, the note left out', () => {
    const found = findLinePrice('CROQUETAS     11 (to share)');
    expect(found?.display).toBe('11');
    expect(found?.name).toBe('CROQUETAS');
    expect(found?.rest).toBe('(to share)');
    expect(priceOf('FLATBREAD     7 (serves two)')).toBe('7');
    // Not set apart, or more than a note after it: a number inside the name's text.
    expect(priceOf('Soup of the day 2 (ask your server)')).toBeNull();
    expect(priceOf('HALLOUMI     3 (grilled, with honey and thyme and chilli)')).toBeNull();
  });

  it('reads a name then cells of a size word and an amount as one drink in its sizes', () => {
    // The words are the café's own, or what OCR made of them: each amount keeps its word.
    expect(priceOf('Cortado        sgl 2.70        dbl 3.40')).toBe('sgl 2.70 / dbl 3.40');
    expect(priceOf('Iced Chai     rg 3.30     lrg 4.10')).toBe('rg 3.30 / lrg 4.10');
    // Row after row, the size cells line up: still sizes, not a second column of drinks.
    const rows = [
      'Cortado        sgl 2.70        dbl 3.40',
      'Flat White        sm 3.10        lg 3.80',
      'Chai        tall 3.30        grande 3.90',
      'Filter        small 2.20        large 2.90',
    ];
    const sized = [
      ['Cortado', 'sgl 2.70 / dbl 3.40'],
      ['Flat White', 'sm 3.10 / lg 3.80'],
      ['Chai', 'tall 3.30 / grande 3.90'],
      ['Filter', 'small 2.20 / large 2.90'],
    ];
    expect(namesAndPrices(['COFFEE', ...rows].join('\n'))).toEqual(sized);
    // Without the row of two-letter sizes, the others line up as a column of their own.
    const three = [0, 2, 3];
    expect(namesAndPrices(['COFFEE', ...three.map((i) => rows[i])].join('\n'))).toEqual(
      three.map((i) => sized[i]),
    );
    // Capitalised names with prices are dishes of their own, not sizes.
    expect(priceOf('Kids     Pizza 6     Pasta 6')).not.toBe('Pizza 6 / Pasta 6');
  });

  it('reads a price per person glued to its amount', () => {
    expect(priceOf('Sharing Board £24pp')).toBe('£24 pp');
    expect(priceOf('Mezze for two 30pp')).toBe('30 pp');
  });

  it('reads size prices with a dash or a glued label as sizes of one price', () => {
    expect(priceOf('Small 10"–$9.50. 16" – $17.50')).toBe('Small 10" $9.50 / 16" / $17.50');
    expect(priceOf('Small 10" $9.50 Large16" $17.50')).toBe('Small 10" $9.50 / Large 16" $17.50');
  });

  it('reads amounts with cents one space apart as the sizes of one price', () => {
    expect(priceOf('Helles Lager     3.50 6.75 12.25')).toBe('3.50 / 6.75 / 12.25');
    expect(priceOf('House red  £4,50 £8,90')).toBe('£4,50 / £8,90');
    // Whole numbers one space apart stay a count and a price, as before.
    expect(findLinePrice('Chicken 65 13')).toMatchObject({ display: '13', name: 'Chicken 65' });
    expect(findLinePrice('Chicken 65 13.50')).toMatchObject({ display: '13.50' });
  });

  it('keeps "bottle of" in the name of a dish whose price comes first', () => {
    expect(findLinePrice('$30 BOTTLE OF PROSECCO')).toMatchObject({
      display: '$30',
      name: 'BOTTLE OF PROSECCO',
    });
  });

  it('reads a price per piece written with a slash', () => {
    expect(priceOf('PORK DUMPLING $2.25/EA.')).toBe('$2.25 each');
    expect(priceOf('Samosa 2.50/pc')).toBe('2.50 each');
  });

  it('reads pence and a price for each', () => {
    expect(namesAndPrices('SNACKS\n\nOnion pakora 70p each\nMini samosa 80p each\n')).toEqual([
      ['Onion pakora', '70p each'],
      ['Mini samosa', '80p each'],
    ]);
  });

  it('gives the price on a section heading ("2.95 any") to the dishes listed under it', () => {
    const menu = parseMenuText('SIDES 2.95 any\n\nSkin-on fries\nMinted peas\nGarden slaw\n');
    const [section] = menu.menuData.categories;
    expect(section.name).toBe('Sides');
    expect(section.items.map((i) => [i.name, i.price])).toEqual([
      ['Skin-on fries', '2.95 any'],
      ['Minted peas', '2.95 any'],
      ['Garden slaw', '2.95 any'],
    ]);
  });

  it('keeps currencies and short decimals as printed', () => {
    expect(priceOf('Braised shin £6.5')).toBe('£6.5');
    expect(priceOf('Nasi goreng kampung RM 7')).toBe('RM 7');
    expect(priceOf('Paneer butter masala ₹3000')).toBe('₹3000');
  });

  it('finds a price glued to the end of the description', () => {
    const text = [
      'BRUNCH',
      '',
      'Harbour Benedict',
      'muffin, ham, poached eggs, hollandaise.$12.25',
      'Garden Hash',
      'crispy potatoes, kale, fried egg.$10.50',
      'Stack of Pancakes $9.95',
      'Porridge Bowl $7.50',
    ].join('\n');
    const items = parseItems(text);
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['Harbour Benedict', '$12.25'],
      ['Garden Hash', '$10.50'],
      ['Stack of Pancakes', '$9.95'],
      ['Porridge Bowl', '$7.50'],
    ]);
    expect(items[0].description).toContain('hollandaise');
  });

  it('gives a price on its own centred line to the dish above', () => {
    const text = [
      'MAINS',
      '',
      '          Roast hake',
      '   brown shrimp butter, samphire',
      '             £18',
      '',
      '          Pot-roast pheasant',
      '   bread sauce, game chips',
      '             £21',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Roast hake', '£18'],
      ['Pot-roast pheasant', '£21'],
    ]);
  });

  it('never reads energy, volumes, strength, allergen numbers or years as prices', () => {
    expect(priceOf('Lentil soup (837kcal)')).toBeNull();
    expect(priceOf('Ginger beer (330ML)')).toBeNull();
    expect(priceOf('Kettle Bay IPA 6.9%')).toBeNull();
    expect(priceOf('Seeded bloomer (1, 9, 13)')).toBeNull();
    expect(priceOf('Château Morel 1998')).toBeNull();
    expect(
      namesAndPrices('DRINKS\n\nGinger beer (330ML) 3.2\nSeeded bloomer (1, 9, 13) 4\n'),
    ).toEqual([
      ['Ginger beer (330ML)', '3.2'],
      ['Seeded bloomer (1,9,13)', '4'],
    ]);
  });

  it('keeps inch sizes with their price in a size line', () => {
    expect(namesAndPrices("PIZZA\n\nMargherita    Small 8'' $9.50    Large 14″ $17.50\n")).toEqual([
      ['Margherita', 'Small 8" $9.50 / Large 14" $17.50'],
    ]);
  });
});
