import type { MenuItem } from '../menu';

type Row = [
  name: string,
  description: string,
  price: string,
  category: string,
  dietary?: string[],
  allergens?: string[],
];

const toItems = (prefix: string, rows: Row[]): MenuItem[] =>
  rows.map(([name, description, price, category, dietary = [], allergens = []], i) => ({
    id: `${prefix}-${i + 1}`,
    name,
    description,
    price,
    category,
    ingredients: [],
    allergens,
    dietary,
    available: true,
  }));

/** Sample items per menu type: the editor's fallback and the sample menus' contents. */
export const sampleItems = {
  food: toItems('sample-food', [
    [
      'Burrata',
      'Heirloom tomatoes, basil oil, grilled sourdough',
      '$16',
      'To Share',
      ['vegetarian'],
      ['dairy', 'gluten'],
    ],
    ['Crispy Calamari', 'Lemon aioli, pickled chilli', '$15', 'To Share', [], ['shellfish', 'egg']],
    [
      'Little Gem Caesar',
      'Parmesan, anchovy dressing, garlic crumbs',
      '$14',
      'Greens',
      [],
      ['fish', 'dairy'],
    ],
    [
      'Roasted Beet Salad',
      'Whipped goat cheese, walnuts, orange',
      '$13',
      'Greens',
      ['vegetarian', 'gluten-free'],
      ['nuts', 'dairy'],
    ],
    [
      'Braised Short Rib',
      'Creamy polenta, gremolata, red wine jus',
      '$34',
      'Larger Plates',
      ['gluten-free'],
      ['dairy'],
    ],
    [
      'Pan-Seared Salmon',
      'Lentils, salsa verde, charred lemon',
      '$29',
      'Larger Plates',
      ['gluten-free'],
      ['fish'],
    ],
    ['Grilled Chicken', 'Add to any salad', '$8', 'Add-On Proteins', ['gluten-free']],
    [
      'Wild Mushroom Risotto',
      'Arborio, thyme, aged parmesan',
      '$24',
      'Main Dishes',
      ['vegetarian', 'gluten-free'],
      ['dairy'],
    ],
    ['Hand-Cut Fries', 'Rosemary salt', '$7', 'Sides', ['vegan']],
  ]),
  wine: toItems('sample-wine', [
    [
      'Sancerre, Domaine Vacheron 2022',
      'Loire Valley, France. Citrus, flint, white flowers',
      '$16 glass / $62 bottle',
      'White',
    ],
    [
      'Chablis Premier Cru 2021',
      'Burgundy, France. Green apple, oyster shell',
      '$18 glass / $70 bottle',
      'White',
    ],
    [
      'Pinot Noir, Willamette Valley 2021',
      'Oregon. Red cherry, forest floor',
      '$17 glass / $66 bottle',
      'Red',
    ],
    ['Barolo, Vietti Castiglione 2019', 'Piedmont, Italy. Rose, tar, dried cherry', '$95', 'Red'],
    [
      'Champagne Brut, Pierre Gimonnet',
      'Côte des Blancs. Brioche, lemon curd',
      '$22 glass / $98 bottle',
      'Sparkling',
    ],
  ]),
  cocktail: toItems('sample-cocktail', [
    ['Old Fashioned', 'Bourbon, demerara, Angostura and orange bitters', '$15', 'Classics'],
    ['Negroni', 'Gin, Campari, sweet vermouth', '$14', 'Classics'],
    ['Spicy Margarita', 'Tequila, lime, jalapeño, agave, tajín rim', '$15', 'House Cocktails'],
    ['Garden Spritz', 'Aperitivo, cucumber, elderflower, prosecco', '$13', 'House Cocktails'],
    ['Ginger Nojito', 'Ginger, mint, lime, soda (alcohol-free)', '$9', 'Zero Proof', ['vegan']],
  ]),
  brunch: toItems('sample-brunch', [
    [
      'Avocado Toast',
      'Sourdough, chilli flakes, poached egg',
      '$14',
      'Brunch Plates',
      ['vegetarian'],
      ['egg', 'gluten'],
    ],
    [
      'Buttermilk Pancakes',
      'Maple syrup, whipped butter, berries',
      '$13',
      'Brunch Plates',
      ['vegetarian'],
      ['dairy', 'egg', 'gluten'],
    ],
    [
      'Eggs Benedict',
      'Canadian bacon, hollandaise, English muffin',
      '$16',
      'Brunch Plates',
      [],
      ['egg', 'dairy', 'gluten'],
    ],
    ['Bloody Mary', 'Vodka, house tomato mix, celery', '$12', 'Drinks'],
  ]),
} as const satisfies Record<string, MenuItem[]>;

export type SampleKind = keyof typeof sampleItems;
