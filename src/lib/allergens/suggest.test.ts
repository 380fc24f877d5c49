import { describe, expect, it } from 'vitest';
import type { AllergenStates } from '@/domain/allergens';
import { suggestAllergens, type SuggestOptions } from './suggest';

/** allergen -> 'state: because, because' for the suggestions of one menu item. */
function read(name: string, description = '', options: SuggestOptions = {}) {
  const states: AllergenStates = suggestAllergens({ name, description }, options);
  return Object.fromEntries(
    Object.entries(states).map(([id, entry]) => [
      id,
      `${entry.suggestion?.state}: ${entry.suggestion?.because.join(', ')}`,
    ]),
  );
}

describe('suggestAllergens: keyword rules', () => {
  it.each([
    ['Burrata', 'heirloom tomatoes, basil oil, aged balsamic', { milk: 'Burrata' }],
    [
      'Wild Mushroom Risotto',
      'parmesan, crème fraîche, brown butter',
      { milk: 'parmesan, crème fraîche, butter' },
    ],
    ['Steak Frites', 'hand-cut fries, garlic aioli', { eggs: 'aioli' }],
    [
      'Eggs Benedict',
      'poached eggs, hollandaise, English muffin',
      { eggs: 'Eggs, eggs, hollandaise' },
    ],
    ['Niçoise Salad', 'seared tuna, anchovies, olives', { fish: 'tuna, anchovies' }],
    ['Fish Tacos', 'beer-battered cod, slaw', { fish: 'Fish, cod' }],
    ['Pan-Seared Sea Bass', 'saffron broth', { fish: 'Sea Bass' }],
    [
      'Lobster Roll',
      'langoustine, crab, shrimp',
      { crustaceans: 'Lobster, langoustine, crab, shrimp' },
    ],
    ['Moules Marinières', 'mussels, clams', { molluscs: 'mussels, clams' }],
    ['Salt & Pepper Squid', 'calamari, lime', { molluscs: 'Squid, calamari' }],
    ['Baklava', 'pistachios, walnuts', { tree_nuts: 'pistachios, walnuts' }],
    ['Chicken Satay', 'with peanut sauce', { peanuts: 'Satay, peanut' }],
    ['Spicy Edamame', 'miso glaze, tofu', { soybeans: 'Edamame, miso, tofu' }],
    ['Mezze', 'hummus, tahini, pita', { sesame: 'hummus, tahini' }],
    ['Waldorf Salad', 'celery, celeriac', { celery: 'celery, celeriac' }],
    ['Pork Chop', 'Dijon cream', { mustard: 'Dijon' }],
    ['Lupini Beans', '', { lupin: 'Lupini' }],
    ['Coq au Vin', 'red wine, dried apricots', { sulphites: 'wine, dried apricots' }],
  ])('%s: %s', (name, description, expected) => {
    const got = read(name, description);
    for (const [id, because] of Object.entries(expected)) {
      expect(got[id]).toBe(`contains: ${because}`);
    }
  });

  it('reads gluten in wheat foods, and gluten alone in barley, rye and oats', () => {
    expect(read('Spaghetti alle Vongole', 'garlic, chilli, breadcrumbs')).toEqual({
      gluten: 'contains: Spaghetti, breadcrumbs',
      wheat: 'contains: Spaghetti, breadcrumbs',
    });
    expect(read('Overnight Oats', 'rye crumble')).toEqual({ gluten: 'contains: Oats, rye' });
  });

  it('finds the plural, any case and the accent-less spelling', () => {
    expect(read('CAESAR', 'ANCHOVY, PARMESAN')).toEqual({
      fish: 'contains: ANCHOVY',
      milk: 'contains: PARMESAN',
    });
    expect(read('Creme Fraiche Tart', '')).toMatchObject({ milk: 'contains: Creme Fraiche' });
    expect(read('Gruyère Toastie', '')).toMatchObject({ milk: 'contains: Gruyère' });
  });

  it('reads the ingredients list too', () => {
    const states = suggestAllergens({
      name: 'House Salad',
      description: 'seasonal leaves',
      ingredients: ['feta', 'toasted almonds'],
    });
    expect(states.milk?.suggestion?.because).toEqual(['feta']);
    expect(states.tree_nuts?.suggestion?.because).toEqual(['almonds']);
  });
});

describe('suggestAllergens: false friends', () => {
  it.each([
    ['Billecart-Salmon Brut Réserve', 'Champagne, NV', ['fish']],
    ['Salmon Creek Chardonnay', 'California', ['fish']],
    ['Egg Harbor Riesling', '', ['eggs']],
    ['Oyster Bay Sauvignon Blanc', 'Marlborough', ['molluscs']],
    ['Butternut Squash Soup', 'toasted pepitas, nutmeg', ['milk', 'tree_nuts']],
    ['Coconut Rice Pudding', 'toasted coconut, lime', ['tree_nuts']],
    ['Buckwheat Galette', 'ham, egg, gruyère', ['gluten', 'wheat']],
    ['Pad See Ew', 'rice noodles, Chinese broccoli', ['gluten', 'wheat']],
    ['Socca', 'chickpea flour pancake', ['gluten', 'wheat']],
    ['Thai Green Curry', 'coconut milk, coconut cream', ['milk', 'tree_nuts']],
    ['Oyster Mushroom Skewers', '', ['molluscs']],
    ['Chocolate Bonbons', 'cocoa butter, cream of tartar', ['milk']],
    ['Horchata de Chufa', 'tiger nuts, cinnamon', ['tree_nuts']],
    ['Eggplant Parm', 'roasted eggplant, marinara', ['eggs']],
    ['Cape Cod', 'vodka, cranberry', ['fish']],
    ['Dark and Stormy', 'rum, ginger ale, lime', ['gluten']],
  ] as const)('%s: %s', (name, description, absent) => {
    const got = read(name, description);
    for (const id of absent) expect(got[id], id).toBeUndefined();
  });

  it('keeps the plant word of a plant milk or butter', () => {
    expect(read('Iced Latte', 'oat milk')).toEqual({ gluten: 'contains: oat' });
    expect(read('Toast', 'almond butter, banana')).toMatchObject({
      tree_nuts: 'contains: almond',
    });
    expect(read('Toast', 'almond butter, banana').milk).toBeUndefined();
    expect(read('PB&J', 'peanut butter, grape jelly')).toEqual({
      peanuts: 'contains: peanut',
    });
  });

  it('suggests the sulphites of a named wine without its producer', () => {
    expect(read('Billecart-Salmon Brut Réserve', 'Champagne, NV')).toEqual({
      sulphites: 'contains: Champagne',
    });
  });
});

describe('suggestAllergens: negations', () => {
  it.each([
    ['Chocolate Brownie', 'gluten-free, nut-free'],
    ['Flourless Cake', 'gluten free, dairy-free, egg-free'],
    ['Banana Bread', 'gluten-free, no nuts'],
    ['Carrot Cake', 'gluten-free and nut-free, walnut-free frosting'],
    ['Cobb Salad', 'without cheese, no egg'],
    ['Tofu Skewers', 'peanut-free satay sauce'],
    ['Vegan Caesar', 'vegan mayo, dairy-free parmesan'],
    ['Rice Bowl', 'free from gluten, soy and sesame'],
    ['Nachos', 'hold the sour cream'],
    ['Sorbet', 'does not contain milk or eggs'],
  ])('%s: %s suggests none of what it excludes', (name, description) => {
    const got = read(name, description);
    for (const id of ['gluten', 'wheat', 'milk', 'eggs', 'tree_nuts', 'peanuts', 'sesame']) {
      expect(got[id], id).toBeUndefined();
    }
  });

  it('ends a negation at the end of its phrase', () => {
    expect(read('Greek Salad', 'no olives, with feta')).toEqual({ milk: 'contains: feta' });
    expect(read('Burger', 'no mayo, brioche bun')).toMatchObject({
      gluten: 'contains: brioche, bun',
    });
    expect(read('Burger', 'no mayo, brioche bun').eggs).toBe('contains: brioche');
  });

  it('spares only the named allergen in what a -free word describes', () => {
    expect(read('Pesto Pasta', 'nut-free pesto')).toMatchObject({ milk: 'contains: Pesto, pesto' });
    expect(read('Pesto Pasta', 'nut-free pesto').tree_nuts).toBe('contains: Pesto');
    // Lactose-free milk is still milk.
    expect(read('Flat White', 'lactose-free milk')).toEqual({ milk: 'contains: milk' });
    // Wheat-free is not gluten-free.
    expect(read('Rye Bread', 'wheat-free')).toEqual({ gluten: 'contains: Rye, Bread' });
    // A -free word before a noun speaks for that noun only.
    expect(read('Pasta Arrabbiata', 'gluten-free pasta available')).toMatchObject({
      gluten: 'contains: Pasta',
    });
  });
});

describe('suggestAllergens: printed statements', () => {
  it('reads traces as may_contain', () => {
    expect(read('Chocolate Torte', 'may contain traces of nuts')).toEqual({
      tree_nuts: 'may_contain: nuts',
    });
    expect(read('Seeded Loaf', 'May contain sesame.')).toMatchObject({
      sesame: 'may_contain: sesame',
    });
    expect(read('Fries', 'cooked in a shared fryer with fish and shellfish')).toEqual({
      fish: 'may_contain: fish',
      crustaceans: 'may_contain: shellfish',
      molluscs: 'may_contain: shellfish',
    });
  });

  it('reads contains statements, and lets contains win over traces', () => {
    expect(read('Granola Bar', '(contains nuts)')).toEqual({ tree_nuts: 'contains: nuts' });
    expect(read('Panna Cotta', 'Contains: milk, egg.')).toEqual({
      milk: 'contains: Panna Cotta, milk',
      eggs: 'contains: egg',
    });
    expect(read('Almond Cake', 'may contain traces of other nuts')).toMatchObject({
      tree_nuts: 'contains: Almond',
    });
  });

  it('does not read the bones of a fish as a trace of anything', () => {
    expect(read('Whole Grilled Trout', 'may contain small bones')).toEqual({
      fish: 'contains: Trout',
    });
  });
});

describe('suggestAllergens: regime', () => {
  it('suggests wheat under US rules and gluten under EU rules', () => {
    expect(read('Sourdough', 'cultured butter', { regime: 'us' })).toEqual({
      milk: 'contains: butter',
      wheat: 'contains: Sourdough',
    });
    expect(read('Sourdough', 'cultured butter', { regime: 'eu' })).toEqual({
      gluten: 'contains: Sourdough',
      milk: 'contains: butter',
    });
  });

  it('leaves out what the regime does not regulate', () => {
    expect(read('Moules Frites', 'white wine, celery, Dijon', { regime: 'us' })).toEqual({});
    expect(read('Pint of Stout', '', { regime: 'us' })).toEqual({});
    expect(read('Shellfish Platter', '', { regime: 'us' })).toEqual({
      crustaceans: 'contains: Shellfish',
    });
  });

  it('lists the regime order', () => {
    expect(
      Object.keys(read('Tiramisu', 'mascarpone, eggs, ladyfingers, marsala', { regime: 'us' })),
    ).toEqual(['milk', 'eggs']);
  });
});

describe('suggestAllergens: never free', () => {
  it('leaves every row not confirmed, with a contains or may_contain suggestion', () => {
    const items = [
      { name: 'Green Salad', description: 'gluten-free, vegan, nut-free' },
      { name: 'Seafood Tower', description: 'oysters, prawns, may contain traces of nuts' },
      { name: 'Water', description: '' },
    ];
    for (const item of items) {
      for (const entry of Object.values(suggestAllergens(item))) {
        expect(entry.state).toBe('not_confirmed');
        expect(['contains', 'may_contain']).toContain(entry.suggestion?.state);
        expect(entry.suggestion?.because.length).toBeGreaterThan(0);
      }
    }
    expect(suggestAllergens(items[0])).toEqual({});
  });
});
