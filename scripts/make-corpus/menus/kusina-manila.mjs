// Filipino family restaurant in Daly City: two columns, UPPERCASE dish names with prices pushed
// right, the silog price in its heading ("SILOG  $13.50"), a section price line for the rice
// and sides, "$16.95" prices.
import { section } from '../model.mjs';

export const kusinaManila = {
  id: 'kusina-manila',
  title: 'Kusina ni Lola',
  tagline: 'Filipino home cooking · Mission Street, Daly City',
  cuisine: 'Filipino',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 2,
    item: 'right',
    heading: 'caps',
    font: 'condensed',
    headFont: 'sans',
    size: 14,
    theme: 'paper',
    page: 'Letter',
    gap: 8,
  },
  formats: {
    docx: { style: 'spaced', titleStyle: 'Title', sectionStyle: 'Heading1', heading: 'caps' },
    png: {},
    photo: { angle: 3.4 },
    txt: { style: 'spaced', width: 56, heading: 'caps' },
  },
  footer: 'Ask about our party trays for pick-up.',
  sections: [
    section('Pampagana', [
      ['LUMPIANG SHANGHAI', '$9.95', 'pork spring rolls, sweet chili'],
      ['LUMPIANG SARIWA', '$10.50', 'fresh crêpe, heart of palm, peanut sauce', 'V'],
      ['CRISPY PATA', '$28.95', 'deep-fried pork knuckle, soy-vinegar dip'],
      ['KINILAW', '$14.95', 'tuna cured in coconut vinegar, ginger'],
      ['TOKWA’T BABOY', '$11.50', 'fried tofu and pork ears'],
    ]),
    section(
      'Silog',
      [
        ['TAPSILOG', undefined, 'cured beef, garlic rice, fried egg'],
        ['LONGSILOG', undefined, 'sweet pork longganisa'],
        ['TOCILOG', undefined, 'sweet cured pork'],
        ['BANGSILOG', undefined, 'fried milkfish'],
        ['SPAMSILOG', undefined, 'fried spam'],
      ],
      { price: '$13.50', priceStyle: 'heading' },
    ),
    section('Ulam', [
      ['CHICKEN ADOBO', '$16.95', 'soy, vinegar, garlic, bay leaf'],
      ['KARE-KARE', '$22.95', 'oxtail peanut stew, bagoong'],
      ['SINIGANG NA BABOY', '$18.50', 'tamarind pork soup'],
      ['LECHON KAWALI', '$19.95', 'crisp pork belly, liver sauce'],
      ['PINAKBET', '$14.95', 'squash, okra, bitter melon, shrimp paste'],
      ['BISTEK TAGALOG', '$18.95', 'beef, calamansi, onions'],
      ['PANCIT CANTON', '$15.50', 'egg noodles, chicken, vegetables'],
    ]),
    section(
      'Kanin at iba pa',
      [['GARLIC RICE'], ['STEAMED RICE'], ['ATCHARA'], ['EXTRA FRIED EGG']],
      { price: '$3.50', priceStyle: 'line', priceLine: 'Each $3.50' },
    ),
    section('Panghimagas', [
      ['HALO-HALO', '$9.50', 'shaved ice, ube, leche flan, beans'],
      ['LECHE FLAN', '$6.50', 'caramel custard'],
      ['TURON', '$6.95', 'banana and jackfruit rolls', 'VG'],
      ['BIKO', '$5.95', 'sticky rice cake, coconut caramel', 'VG'],
    ]),
  ],
};
