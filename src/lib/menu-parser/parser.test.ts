import { parsedMenuSchema } from '@/domain/parsed-menu';
import { parseMenuText } from './index';
import { namesAndPrices, onlyItem, parseItems } from '@/testing/menu-parser/parse-items';

describe('price forms', () => {
  it.each([
    ['Burger   $14.99', 'Burger', '$14.99'],
    ['Caesar Salad   14', 'Caesar Salad', '14'],
    ['Caesar Salad 14.50', 'Caesar Salad', '14.50'],
    ['Croque-monsieur   12,50 €', 'Croque-monsieur', '12,50 €'],
    ['Gaufre de Liège   €12.50', 'Gaufre de Liège', '€12.50'],
    ['Fish & Chips   £8.50', 'Fish & Chips', '£8.50'],
    ['Shoyu Ramen   ¥1200', 'Shoyu Ramen', '¥1200'],
    ['Tonkotsu Ramen   ¥1,100', 'Tonkotsu Ramen', '¥1,100'],
    ['Oysters on the Half Shell   MP', 'Oysters on the Half Shell', 'MP'],
    ['Whole Maine Lobster   Market Price', 'Whole Maine Lobster', 'Market Price'],
    ['House Red   $9 glass / $32 bottle', 'House Red', '$9 glass / $32 bottle'],
    ['Prosecco, Zardetto NV   15 | 60', 'Prosecco, Zardetto NV', '15 / 60'],
    ['Clam Chowder   cup $7 / bowl $11', 'Clam Chowder', 'cup $7 / bowl $11'],
    ['Margherita          14      19', 'Margherita', '14 / 19'],
    ['Burger ........ $16', 'Burger', '$16'],
    ['Burger........$16', 'Burger', '$16'],
    ['Latte . . . . . . $5.25', 'Latte', '$5.25'],
    ['Espresso   2,50 EUR', 'Espresso', '2,50 EUR'],
    ['Burger   $ 16', 'Burger', '$16'],
    ['Chicken 65   $13', 'Chicken 65', '$13'],
    ['Route 66 Burger   12', 'Route 66 Burger', '12'],
    ['Tasting Menu   85 per person', 'Tasting Menu', '85 per person'],
    ['Pinot Noir   6 oz 14 | 9 oz 20', 'Pinot Noir', '6 oz 14 / 9 oz 20'],
    ['Soup du Jour   cup 5, bowl 8', 'Soup du Jour', 'cup 5 / bowl 8'],
    ['Flat White   4.50€', 'Flat White', '4.50€'],
  ])('%s', (line, name, price) => {
    const item = onlyItem(`STARTERS\n${line}`);
    expect([item.name, item.price]).toEqual([name, price]);
  });

  it('takes a price on its own line after the name, with the description before or after it', () => {
    const text =
      'Patatas Bravas\ncrispy potatoes, alioli\n7\n\nEnsalada Mixta\n8\nlittle gems, tuna';
    const items = parseItems(text);
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['Patatas Bravas', '7'],
      ['Ensalada Mixta', '8'],
    ]);
    expect(items[0].description).toBe('crispy potatoes, alioli');
    expect(items[1].description).toBe('little gems, tuna');
  });

  it('reads prices written before the name', () => {
    expect(namesAndPrices('14  Caesar Salad\n$9 Tomato Soup\n¥980   Shoyu Ramen')).toEqual([
      ['Caesar Salad', '14'],
      ['Tomato Soup', '$9'],
      ['Shoyu Ramen', '¥980'],
    ]);
  });

  it('reads one-space price-first menus once most lines are written that way', () => {
    const text = 'TACOS\n3.50 Carne Asada\n3.25 Carnitas\n3.75 Baja Fish\n  2 eggs, salsa';
    expect(namesAndPrices(text)).toEqual([
      ['Carne Asada', '3.50'],
      ['Carnitas', '3.25'],
      ['Baja Fish', '3.75'],
    ]);
  });

  it('keeps a price in the middle of the line and the description after it', () => {
    const item = onlyItem('Burger $16 angus beef, cheddar, brioche');
    expect([item.name, item.price, item.description]).toEqual([
      'Burger',
      '$16',
      'angus beef, cheddar, brioche',
    ]);
  });

  it.each([
    ['BURGER | 16 | angus beef, cheddar', 'Burger', '16'],
    ['Margherita Pizza 14. Tomato, mozzarella, basil.', 'Margherita Pizza', '14'],
    ['Burger – $16 – angus beef, cheddar', 'Burger', '$16'],
  ])('reads a price set apart mid-line: %s', (line, name, price) => {
    const item = onlyItem(line);
    expect([item.name, item.price]).toEqual([name, price]);
    expect(item.description).toMatch(/beef|Tomato/);
  });

  it('reads a name closed by a colon, its price, then the description', () => {
    const items = namesAndPrices(
      [
        'STARTERS',
        'Crispy Leeks: 7 fried in rice flour, with lime mayo',
        'Onion Rings: Sm 4 Lg 6 beer batter',
        'Ham Toastie: 8 mustard butter, add a fried egg 2',
        'Opening Hours: 11 am to 3 pm',
      ].join('\n'),
    );
    expect(items).toEqual([
      ['Crispy Leeks', '7'],
      ['Onion Rings', 'Sm 4 / Lg 6'],
      ['Ham Toastie', '8'],
    ]);
  });

  it('cuts a paragraph of dishes typed one after another, each "Name: price description"', () => {
    const text = [
      'SMALL PLATES',
      'Pickled Beets: 5 with goat curd Smoked Trout Pâté: 9 rye toast, capers Bowl of Olives: Sm 3 Lg 5 lemon and thyme',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Pickled Beets', '5'],
      ['Smoked Trout Pâté', '9'],
      ['Bowl of Olives', 'Sm 3 / Lg 5'],
    ]);
    const descriptions = parseMenuText(text).menuData.categories[0].items.map((i) => i.description);
    expect(descriptions).toEqual(['with goat curd', 'rye toast, capers', 'lemon and thyme']);
  });

  it('keeps the bars of a "name | description | price" line out of the description', () => {
    const item = onlyItem('Ribeye | chips, bearnaise | 34');
    expect([item.name, item.price, item.description]).toEqual(['Ribeye', '34', 'chips, bearnaise']);
  });

  it('repairs OCR slips inside prices only', () => {
    expect(
      namesAndPrices('Oatmeal ........ S9\nFarmhouse Breakfast .... $14.5O\nMussels & Fries   2l'),
    ).toEqual([
      ['Oatmeal', '$9'],
      ['Farmhouse Breakfast', '$14.50'],
      ['Mussels & Fries', '21'],
    ]);
  });

  it('strips item numbers and keeps the trailing price', () => {
    expect(
      namesAndPrices(
        '1. Fresh Spring Rolls     6.95\n12) Pad Thai     13.95\n#7 Green Curry   14\n4b. Crispy Duck   16',
      ),
    ).toEqual([
      ['Fresh Spring Rolls', '6.95'],
      ['Pad Thai', '13.95'],
      ['Green Curry', '14'],
      ['Crispy Duck', '16'],
    ]);
  });

  it('ends a name cut off after "with" on the line below, and keeps the description apart', () => {
    const text = [
      'BURGERS',
      '',
      '1. Lentil Burger   8,90',
      'Oat patty with lettuce, pickles on a bun',
      '2. Lentil Burger with   10,90',
      'Pickled red slaw',
      'Oat patty with lettuce, pickles on a bun',
    ].join('\n');
    expect(parseItems(text).map((i) => [i.name, i.price, i.description])).toEqual([
      ['Lentil Burger', '8,90', 'Oat patty with lettuce, pickles on a bun'],
      ['Lentil Burger with Pickled red slaw', '10,90', 'Oat patty with lettuce, pickles on a bun'],
    ]);
  });

  it('ends a name cut off after "de" on the line below', () => {
    const text = [
      'SPARKLING',
      '',
      'Maison Arlette Cuvée de   98.00',
      'Prestige',
      'Crisp Brut   64.00',
    ];
    expect(parseItems(text.join('\n')).map((i) => [i.name, i.price])).toEqual([
      ['Maison Arlette Cuvée de Prestige', '98.00'],
      ['Crisp Brut', '64.00'],
    ]);
  });
});

describe('numbers that are not prices', () => {
  it.each([
    ['Chablis, William Fèvre 2021   18 | 72', '18 / 72'],
    ['Milkshake 16oz   $6.50', '$6.50'],
    ['NY Strip Steak 12 oz   38', '38'],
    ['Sancerre 375ml   38', '38'],
    ['Lamb Shoulder 275g   24', '24'],
    ['Pilsner, 5.2%   8', '8'],
    ['Paella for 2   38', '38'],
    ['Bottomless Mimosas (90 minutes)   $25', '$25'],
    ['Taylor Fladgate 20 Year Tawny Port (3oz)   14', '14'],
    ['Buffalo Wings (10)   13.99', '13.99'],
  ])('%s -> %s', (line, price) => {
    expect(onlyItem(`MENU ITEMS\n${line}`).price).toBe(price);
  });

  it('does not turn vintages, sizes, ABV, phone numbers, dates, times or addresses into items', () => {
    const text = [
      'Cabernet Sauvignon 2019',
      '750ml',
      'Pilsner 5.2%',
      'Call us: (503) 555-0187',
      'Menu printed 03/15/2024',
      'Open daily 5pm-10pm',
      '1428 NW Everett Street, Portland, OR 97209',
      'Harbourside, CA, 90210',
      'Spice level 1–5',
      'Page 2 of 4',
    ].join('\n');
    expect(parseItems(text)).toEqual([]);
  });

  it('keeps the year of a heading in the heading', () => {
    const items = parseItems('WINTER 2024\nBraised Short Rib   34');
    expect(items.map((i) => [i.category, i.price])).toEqual([['Winter 2024', '34']]);
  });

  it('drops the measure from a beer name into its description', () => {
    const item = onlyItem('Hook Norton Old Hooky 4.6%   £5.40 / £2.80');
    expect([item.name, item.description, item.price]).toEqual([
      'Hook Norton Old Hooky',
      '4.6%',
      '£5.40 / £2.80',
    ]);
  });
});

describe('output shape', () => {
  const now = new Date('2024-05-01T12:00:00Z');

  it('passes the ParsedMenu schema with defaults, deterministic ids and counts', () => {
    const menu = parseMenuText('STARTERS\nSoup   8\nSalad   9\n\nMAINS\nSteak   30', { now });
    expect(parsedMenuSchema.parse(menu)).toEqual(menu);
    expect(menu.metadata).toEqual({
      restaurantName: 'Unknown',
      menuType: 'food',
      lastUpdated: '2024-05-01T12:00:00.000Z',
      totalItems: 3,
    });
    expect(menu.menuData.categories.map((c) => [c.id, c.name, c.items.map((i) => i.id)])).toEqual([
      ['category-1', 'Starters', ['item-1', 'item-2']],
      ['category-2', 'Mains', ['item-3']],
    ]);
    expect(parseMenuText('STARTERS\nSoup   8\nSalad   9\n\nMAINS\nSteak   30', { now })).toEqual(
      menu,
    );
  });

  it('uses the given menu type and restaurant name, and skips that name in the masthead', () => {
    const menu = parseMenuText('THE RED LION\nBurger   £14', {
      menuType: 'food',
      restaurantName: 'The Red Lion',
      now,
    });
    expect(menu.metadata.restaurantName).toBe('The Red Lion');
    expect(menu.menuData.categories.map((c) => c.name)).toEqual(['General']);
  });

  it('returns an empty, valid menu for empty or price-less text', () => {
    for (const text of ['', '   \n\n', 'Welcome to our restaurant\nThank you for visiting']) {
      const menu = parseMenuText(text, { menuType: 'wine', now });
      expect(parsedMenuSchema.parse(menu).metadata.totalItems).toBe(0);
      expect(menu.menuData.categories).toEqual([]);
    }
  });

  it('restores line breaks when the text arrives as one long line', () => {
    const text = 'STARTERS Calamari $14 Bruschetta $11.50 MAINS Burger $16 Salmon $26';
    expect(parseItems(text).map((i) => [i.category, i.name, i.price])).toEqual([
      ['Starters', 'Calamari', '$14'],
      ['Starters', 'Bruschetta', '$11.50'],
      ['Mains', 'Burger', '$16'],
      ['Mains', 'Salmon', '$26'],
    ]);
  });

  it('reads two-column PDF rows column by column', () => {
    const text = [
      'STARTERS                         MAINS',
      'Burrata  14                      Roast Chicken  26',
      'heirloom tomato, basil           salsa verde, potatoes',
      'Calamari  13                     Hanger Steak  32',
    ].join('\n');
    expect(parseItems(text).map((i) => [i.category, i.name, i.price])).toEqual([
      ['Starters', 'Burrata', '14'],
      ['Starters', 'Calamari', '13'],
      ['Mains', 'Roast Chicken', '26'],
      ['Mains', 'Hanger Steak', '32'],
    ]);
  });

  it('stays fast on pathological lines (no catastrophic regex backtracking)', () => {
    const text = [
      `Benedict ${'_'.repeat(60)}x`,
      `Latte ${'. '.repeat(200)}x`,
      `Falafel 12${' V'.repeat(60)} x`,
      `${'#|'.repeat(200)} a`,
      'x'.repeat(20_000),
    ].join('\n');
    const start = performance.now();
    parseMenuText(text);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
