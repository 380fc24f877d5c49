import { parseMenuText } from './index';
import { onlyItem, parseItems } from '@/testing/menu-parser/parse-items';

describe('section headings', () => {
  it('recognises UPPERCASE headings and softens them to Title Case', () => {
    const items = parseItems(
      "HORS D'OEUVRES\nEscargots   16\n\nBURGERS & SANDWICHES\nBLT Club   12.75",
    );
    expect(items.map((i) => i.category)).toEqual(["Hors D'oeuvres", 'Burgers & Sandwiches']);
  });

  it('recognises Title Case headings after a blank line or when they name a section', () => {
    const text = 'Eggs & Such\nShakshuka   $15\n\nGriddle\nPancakes   $14\nMains\nSteak   $30';
    expect(parseItems(text).map((i) => i.category)).toEqual(['Eggs & Such', 'Griddle', 'Mains']);
  });

  it('keeps a heading description apart from the items', () => {
    const menu = parseMenuText(
      'PASTA\nAll pasta is made in house daily\nTagliatelle   18\nRigatoni   17',
    );
    const [pasta] = menu.menuData.categories;
    expect(pasta.name).toBe('Pasta');
    expect(pasta.description).toBe('All pasta is made in house daily');
    expect(pasta.items.map((i) => i.name)).toEqual(['Tagliatelle', 'Rigatoni']);
  });

  it('reads a colon-ended label over a note as part of the note, not a new section', () => {
    const menu = parseMenuText(
      'GRILL\nFROM OUR FARM:\nevery cut comes from our own herd and is hung for flavour.\nRump   24\nHanger   32',
    );
    const [grill] = menu.menuData.categories;
    expect(grill.name).toBe('Grill');
    expect(grill.description).toContain('from our own herd');
    expect(grill.items.map((i) => i.name)).toEqual(['Rump', 'Hanger']);
  });

  it('understands decorated, colon-ended and noisy-tail headings', () => {
    const text = [
      "=== TODAY'S SPECIALS ===",
      'Brisket Sandwich ~ 16',
      'Sparkling by the glass:',
      'Prosecco Brut   $11',
      'HAPPY HOUR  Tue–Fri 3pm–5pm',
      'Well Drinks   6',
      'PIZZA ROSSE          12"     16"',
      'Margherita           14      19',
    ].join('\n');
    expect(parseItems(text).map((i) => i.category)).toEqual([
      "Today's Specials",
      'Sparkling by the glass',
      'Happy Hour',
      'Pizza Rosse',
    ]);
  });

  it("puts items without any heading in 'General' and treats a menu title as no heading", () => {
    expect(parseItems('Burger   $16\nFries   $6').map((i) => i.category)).toEqual([
      'General',
      'General',
    ]);
    const titled = parseItems('Vineyard Room Wine List\nAll wines by the bottle.\nMalbec    $42');
    expect(titled.map((i) => i.category)).toEqual(['General']);
  });

  it('applies a heading price to the dishes listed under it', () => {
    const items = parseItems('SAUCES  4 each\nBéarnaise\nPeppercorn\n\nSIDES\nFries   9');
    expect(items.map((i) => [i.category, i.name, i.price])).toEqual([
      ['Sauces', 'Béarnaise', '4 each'],
      ['Sauces', 'Peppercorn', '4 each'],
      ['Sides', 'Fries', '9'],
    ]);
  });

  it('keeps headings that look like add-ons or carry notes', () => {
    const text = 'ADD-ONS\nGrilled Chicken   6\n\nKIDS MENU (12 & under)\nChicken Fingers   8';
    expect(parseItems(text).map((i) => i.category)).toEqual(['Add-Ons', 'Kids Menu (12 & Under)']);
  });

  it('reads lowercase menus with lowercase headings', () => {
    const text = 'snacks\nolives 5\nbread & butter 6\n\nmains\nroast chicken 26\nhalf, salsa verde';
    expect(parseItems(text).map((i) => [i.category, i.name])).toEqual([
      ['snacks', 'Olives'],
      ['snacks', 'Bread & butter'],
      ['mains', 'Roast chicken'],
    ]);
  });
});

describe('descriptions', () => {
  it('appends continuation lines to the previous item', () => {
    const item = onlyItem(
      'Steak Tartare*   $19\nhand-cut beef, capers, shallot, quail egg yolk,\ncornichons, toasted brioche',
    );
    expect(item.name).toBe('Steak Tartare');
    expect(item.description).toBe(
      'hand-cut beef, capers, shallot, quail egg yolk, cornichons, toasted brioche',
    );
    expect(item.ingredients).toEqual(
      expect.arrayContaining(['hand-cut beef', 'capers', 'quail egg yolk', 'toasted brioche']),
    );
  });

  it('splits a name from a description on the same line', () => {
    expect(onlyItem('Avocado Toast — sourdough, chili flakes, lemon   $13').description).toBe(
      'sourdough, chili flakes, lemon',
    );
    expect(onlyItem('Scotch Egg, piccalilli   £7.00').name).toBe('Scotch Egg');
    // Title Case on both sides of the comma is one dish named by its parts.
    expect(onlyItem('Smoked Haddock, Leek & Potato Chowder   £9.50').name).toBe(
      'Smoked Haddock, Leek & Potato Chowder',
    );
    expect(onlyItem('Tomato Bisque - Roasted tomatoes, cream, basil oil. $7.00').name).toBe(
      'Tomato Bisque',
    );
  });

  it('keeps priced add-ons on the section instead of creating items', () => {
    const text =
      'Grilled Chicken Sandwich   $13.25\n  add bacon $2\nApple Pie   5.49\n   A LA MODE ADD 1.50';
    const [section] = parseMenuText(text).menuData.categories;
    expect(section.items.map((i) => [i.name, i.price, i.description])).toEqual([
      ['Grilled Chicken Sandwich', '$13.25', ''],
      ['Apple Pie', '5.49', ''],
    ]);
    expect(section.addOns).toEqual(['add bacon $2', 'A LA MODE ADD 1.50']);
  });

  it('reads a description that carries the price under a bare name', () => {
    const item = onlyItem('Caesar Salad\nromaine, parmesan, croutons   12');
    expect([item.name, item.description, item.price]).toEqual([
      'Caesar Salad',
      'romaine, parmesan, croutons',
      '12',
    ]);
  });
});

describe('dietary marks and allergens', () => {
  it('normalises codes, strips them from names and maps (N) to the nuts allergen', () => {
    const items = parseItems(
      'Ratatouille (V) (GF)   $22\nOnion Bhaji (VG)   $9\nGoan Fish Curry (GF, DF)   $24\nKorma (V) (N)   $18\nFalafel Wrap   12 V GF',
    );
    expect(items.map((i) => [i.name, i.dietary])).toEqual([
      ['Ratatouille', ['vegetarian', 'gluten-free']],
      ['Onion Bhaji', ['vegan']],
      ['Goan Fish Curry', ['gluten-free', 'dairy-free']],
      ['Korma', ['vegetarian']],
      ['Falafel Wrap', ['vegetarian', 'gluten-free']],
    ]);
    expect(items[3].allergens).toContain('nuts');
  });

  it('reads codes after a slash, or joined by one, and an option as no mark', () => {
    const items = parseItems(
      ['FISH PIE /v option        14', 'HOUMOUS /vg        6.50', 'CHIPS V/GF        3.00'].join(
        '\n',
      ),
    );
    expect(items.map((i) => [i.name, i.dietary])).toEqual([
      ['Fish Pie', []],
      ['Houmous', ['vegan']],
      ['Chips', ['vegetarian', 'gluten-free']],
    ]);
  });

  it('reads diet words in names and descriptions, but not options', () => {
    expect(onlyItem('Lemon Rice, vegan, gluten-free   $5')).toMatchObject({
      name: 'Lemon Rice',
      dietary: ['vegan', 'gluten-free'],
    });
    expect(onlyItem('Buddha Bowl   $14\nquinoa, tofu, greens. vegan').dietary).toEqual(['vegan']);
    expect(onlyItem('Burger   $16\ncan be made vegan on request').dietary).toEqual([]);
  });

  it('takes marks written on their own line', () => {
    expect(onlyItem('Mushroom Toast   12\n   (v)').dietary).toEqual(['vegetarian']);
  });

  it('infers allergens from ingredient words, minus what the dish is free of', () => {
    const shrimp = onlyItem('Gambas al Ajillo   14\nshrimp, garlic, butter, bread');
    expect(shrimp.allergens).toEqual(expect.arrayContaining(['shellfish', 'dairy', 'gluten']));
    expect(onlyItem('GF Toast (GF)   8\ngluten-free bread').allergens).not.toContain('gluten');
  });
});

describe('noise', () => {
  it('skips header and footer lines and page numbers', () => {
    const text = [
      'Page 1 of 2',
      'THE OAK & ANCHOR',
      'www.oakandanchor.com  |  @oakandanchorpdx',
      '1428 NW Everett Street, Portland, OR 97209',
      'Reservations: (503) 555-0187',
      'Hours: Tue–Thu 5pm–10pm · Closed Mondays',
      '',
      'MAINS',
      'Anchor Burger   18',
      'Seared Salmon   29',
      '',
      'An automatic 20% gratuity is added to parties of 6 or more.',
      'A discretionary 12.5% service charge will be added to your bill.',
      'Consuming raw or undercooked meats may increase your risk of foodborne illness.',
      '©Oak & Anchor Hospitality LLC',
      '© 2024 Oak & Anchor Hospitality LLC',
      '- 1 -',
      '2',
    ].join('\n');
    const menu = parseMenuText(text);
    expect(menu.menuData.categories.map((c) => c.name)).toEqual(['Mains']);
    expect(menu.menuData.categories[0].items.map((i) => [i.name, i.price])).toEqual([
      ['Anchor Burger', '18'],
      ['Seared Salmon', '29'],
    ]);
    expect(menu.metadata.totalItems).toBe(2);
  });

  it('ignores OCR debris and stray punctuation', () => {
    const text =
      "~ CAFE ~\nBREAKFAST  .\n‘ Greek Yogurt Parfait ... $10 |\n. , ' ~\ni\nGrilled Cheese ...... $11 ,";
    expect(parseItems(text).map((i) => [i.name, i.price])).toEqual([
      ['Greek Yogurt Parfait', '$10'],
      ['Grilled Cheese', '$11'],
    ]);
  });
});

describe('an icon read as a copyright sign', () => {
  it('keeps the dish whose name OCR ended with "©"', () => {
    const text = ['PASTRIES', 'Plain Bun   1.20', 'Cinnamon Knot ©   1.80', 'Jam Roll   1.60'];
    expect(parseMenuText(text.join('\n')).menuData.categories[0].items.map((i) => i.name)).toEqual([
      'Plain Bun',
      'Cinnamon Knot',
      'Jam Roll',
    ]);
  });
});
