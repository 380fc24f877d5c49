// Steakhouse: two columns of centred items with the price right after the name, a market-price fish, steaks
// priced per ounce, and sides priced once in the heading ("SIDES 14").
import { section } from '../model.mjs';

export const primeCut = {
  id: 'prime-cut',
  title: 'PRIME CUT',
  tagline: 'Chophouse & Bar · Dry-aged in house',
  cuisine: 'Steakhouse',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'centered',
    columns: 2,
    item: 'after',
    heading: 'caps',
    font: 'serif',
    headFont: 'sans',
    size: 15,
    theme: 'noir',
    page: 'Letter',
    gap: 12,
    titleTracking: '0.3em',
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Heading1', sectionStyle: 'Heading2', heading: 'caps' },
    png: {},
  },
  footer: 'Steaks are USDA Prime, seasoned with salt and pepper and finished with butter.',
  sections: [
    section('Raw Bar', [
      ['Oysters on the Half Shell', '$24', 'half dozen, mignonette, cocktail sauce'],
      ['Shrimp Cocktail', '$22', 'four jumbo shrimp'],
      ['Seafood Tower', 'MP', 'oysters, shrimp, lobster, crab'],
    ]),
    section('Starters', [
      ['Wedge Salad', '$16', 'iceberg, blue cheese, bacon, tomato'],
      ['Caesar Salad', '$15', 'anchovy dressing, parmesan'],
      ['Beef Tartare', '$21', 'quail egg, capers, toast'],
      ['Thick-Cut Bacon', '$19', 'maple glaze, black pepper'],
      ['Crab Cake', '$24', 'jumbo lump, mustard sauce'],
    ]),
    section('Steaks', [
      ['Filet Mignon 8 oz', '$58'],
      ['New York Strip 14 oz', '$62'],
      ['Bone-In Ribeye 22 oz', '$79'],
      ['Porterhouse for Two 40 oz', '$145'],
      ['Japanese A5 Wagyu', '$32 per oz', 'three ounce minimum'],
      ['Dry-Aged Tomahawk', '$6.50 per oz', 'about 36 oz, carved tableside'],
    ]),
    section('From the Sea', [
      ['Chilean Sea Bass', '$52', 'miso glaze, bok choy'],
      ['Whole Maine Lobster', 'MP', 'steamed or broiled, drawn butter'],
      ['Seared Scallops', '$46', 'cauliflower purée, brown butter'],
    ]),
    section(
      'Sides',
      [
        ['Creamed Spinach'],
        ['Truffle Mac & Cheese'],
        ['Hash Brown Potatoes'],
        ['Roasted Mushrooms'],
        ['Grilled Asparagus'],
        ['Lobster Mashed Potatoes'],
      ],
      { price: '$14', priceStyle: 'heading' },
    ),
    section('Sauces', [
      ['Béarnaise', '$4'],
      ['Au Poivre', '$4'],
      ['Bone Marrow Butter', '$6'],
    ]),
  ],
};
