// Source content of the menu fixtures. Every generator renders from these objects, and
// expected.json is written from them too, so the expected items are exactly what was typed here.

/** Two-page dinner menu rendered to PDF with dotted leaders (page break before Desserts). */
export const bistroPdf = {
  file: 'harbor-bistro-menu.pdf',
  title: 'HARBOR BISTRO',
  subtitle: 'Dinner Menu · Served 5pm to 10pm',
  pages: [
    [
      {
        name: 'STARTERS',
        items: [
          { name: 'Crispy Calamari', price: '$14', description: 'Lemon aioli, fried capers' },
          {
            name: 'Tomato Bruschetta',
            price: '$11.50',
            description: 'Basil, garlic, aged balsamic',
          },
          { name: 'French Onion Soup', price: '$9', description: 'Gruyère crouton' },
          {
            name: 'Caesar Salad',
            price: '$12',
            description: 'Romaine, parmesan, anchovy dressing',
          },
        ],
      },
      {
        name: 'MAINS',
        items: [
          {
            name: 'Classic Burger',
            price: '$16',
            description: 'Aged cheddar, pickles, brioche bun',
          },
          { name: 'Grilled Atlantic Salmon', price: '$26', description: 'Herb butter, asparagus' },
          { name: 'Steak Frites', price: '$32', description: '10 oz strip, peppercorn sauce' },
          { name: 'Mushroom Risotto', price: '$21', description: 'Wild mushrooms, truffle oil' },
          {
            name: 'Fish and Chips',
            price: '$19.75',
            description: 'Beer-battered cod, tartar sauce',
          },
        ],
      },
    ],
    [
      {
        name: 'DESSERTS',
        items: [
          { name: 'Crème Brûlée', price: '$9', description: 'Vanilla bean custard' },
          { name: 'Chocolate Lava Cake', price: '$10', description: 'Raspberry coulis' },
          { name: 'Lemon Tart', price: '$8.50', description: 'Italian meringue' },
        ],
      },
      {
        name: 'SIDES',
        items: [
          { name: 'Truffle Fries', price: '$7' },
          { name: 'Seasonal Greens', price: '$6' },
          { name: 'Garlic Bread', price: '$5.25' },
        ],
      },
    ],
  ],
};

/** Wine list as a Word document: a table plus one paragraph whose lines are soft breaks. */
export const wineDocx = {
  file: 'vineyard-wine-list.docx',
  title: 'Vineyard Room Wine List',
  intro: 'All wines are available by the bottle. Ask your server about today’s pours.',
  tableHeader: ['Wine', 'Region', 'Price'],
  table: [
    { name: 'Cabernet Sauvignon Reserve', region: 'Napa Valley', price: '$68' },
    { name: 'Pinot Noir', region: 'Willamette Valley', price: '$54' },
    { name: 'Malbec', region: 'Mendoza', price: '$42.50' },
    { name: 'Chardonnay', region: 'Sonoma Coast', price: '$48' },
    { name: 'Sauvignon Blanc', region: 'Marlborough', price: '$39' },
    { name: 'Rosé de Provence', region: 'Provence', price: '$45' },
  ],
  // One paragraph; each entry after the heading is separated by a soft line break (<w:br/>).
  softBreakHeading: 'Sparkling by the glass:',
  softBreakItems: [
    { name: 'Prosecco Brut', price: '$11' },
    { name: 'Crémant de Loire', price: '$13' },
    { name: 'Champagne Grand Cru', price: '$24' },
  ],
};

/** Brunch menu drawn on a canvas and saved as a slightly rotated, noisy JPEG "photo". */
export const cafePhoto = {
  file: 'sunrise-cafe-photo.jpg',
  title: 'SUNRISE CAFE',
  subtitle: 'Breakfast & Brunch',
  sections: [
    {
      name: 'BREAKFAST',
      items: [
        { name: 'Buttermilk Pancakes', price: '$12' },
        { name: 'Eggs Benedict', price: '$15.50' },
        { name: 'Avocado Toast', price: '$13' },
        { name: 'Steel Cut Oatmeal', price: '$8' },
        { name: 'Breakfast Burrito', price: '$14' },
      ],
    },
    {
      name: 'LUNCH',
      items: [
        { name: 'Turkey Club Sandwich', price: '$16' },
        { name: 'Greek Salad', price: '$13.75' },
        { name: 'Tomato Basil Soup', price: '$7' },
        { name: 'Grilled Cheese', price: '$10' },
      ],
    },
    {
      name: 'COFFEE',
      items: [
        { name: 'Cappuccino', price: '$4.50' },
        { name: 'Iced Latte', price: '$5' },
      ],
    },
  ],
};

/** Plain-text cocktail menu (UTF-8, accents and a euro price on purpose). */
export const cocktailTxt = {
  file: 'moonlight-cocktails.txt',
  title: 'MOONLIGHT LOUNGE - Cocktail Menu',
  sections: [
    {
      name: 'SIGNATURE COCKTAILS',
      items: [
        { name: 'Old Fashioned', price: '$14', description: 'Bourbon, demerara, bitters' },
        { name: 'Espresso Martini', price: '$15', description: 'Vodka, coffee liqueur, espresso' },
        { name: 'Piña Colada', price: '$13', description: 'Rum, pineapple, coconut cream' },
        { name: 'Negroni', price: '$14', description: 'Gin, Campari, sweet vermouth' },
      ],
    },
    {
      name: 'ZERO PROOF',
      items: [
        { name: 'Cucumber Cooler', price: '$8', description: 'Cucumber, mint, lime, soda' },
        { name: 'Spritz Analcolico', price: '€9', description: 'Bitter aperitivo, orange, soda' },
      ],
    },
  ],
};

export const allMenus = [bistroPdf, wineDocx, cafePhoto, cocktailTxt];

/** Flat list of { name, price } for expected.json. */
export function expectedItems(menu) {
  if (menu === bistroPdf) return menu.pages.flat().flatMap((s) => s.items.map(pick));
  if (menu === wineDocx) return [...menu.table, ...menu.softBreakItems].map(pick);
  return menu.sections.flatMap((s) => s.items.map(pick));
}

function pick({ name, price }) {
  return { name, price };
}
