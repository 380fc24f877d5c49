// Caribbean kitchen: two columns, UPPERCASE dish names over mixed-case descriptions, sides priced
// once ("All sides $5") in a line under the heading, a full-width footer under the columns.
import { section } from '../model.mjs';

export const islandSpice = {
  id: 'island-spice',
  title: 'Island Spice Kitchen',
  tagline: 'Jamaican & Trinidadian home cooking',
  cuisine: 'Caribbean',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'list',
    columns: 2,
    item: 'right',
    heading: 'caps',
    font: 'sans',
    headFont: 'sans',
    size: 15,
    theme: 'paper',
    page: 'Letter',
    gap: 9,
  },
  formats: {
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1' },
    png: {},
    photo: { angle: 7.5 },
    txt: { style: 'dash', heading: 'plain', dash: '—' },
  },
  footer:
    'Spice levels: ask for mild, medium or island hot. Please inform your server of any allergies. 20% service charge on parties of 8 or more.',
  sections: [
    section('Starters', [
      ['BEEF PATTY', '$4.50', 'flaky turmeric pastry, spiced beef'],
      ['SALTFISH FRITTERS', '$9', 'scotch bonnet mayo'],
      ['DOUBLES', '$7', 'curried chickpeas in bara bread, tamarind', 'VG'],
      ['JERK WINGS', '$13', 'eight wings, pickled onions'],
      ['PEPPERPOT SOUP', '$8', 'callaloo, okra, dumplings'],
    ]),
    section('Mains', [
      ['JERK CHICKEN', '$19', 'quarter or half, rice and peas, plantain — half chicken +6'],
      ['CURRY GOAT', '$22', 'slow-cooked bone-in goat, white rice'],
      ['OXTAIL STEW', '$26', 'butter beans, rice and peas'],
      ['ACKEE & SALTFISH', '$21', 'Jamaica’s national dish, fried dumplings'],
      ['ESCOVITCH FISH', '$25', 'whole snapper, pickled vegetables, festival'],
      ['BROWN STEW CHICKEN', '$18', 'rice and peas'],
      ['ROTI WRAP', '$16', 'curried chicken or channa and potato'],
      ['ITAL STEW', '$17', 'pumpkin, coconut, ground provisions', 'VG'],
    ]),
    section(
      'Sides',
      [
        ['RICE & PEAS'],
        ['FRIED PLANTAIN'],
        ['FESTIVAL'],
        ['MAC PIE'],
        ['STEAMED CABBAGE'],
        ['COLESLAW'],
      ],
      { price: '$5', priceStyle: 'line', priceLine: 'All sides $5' },
    ),
    section('Drinks', [
      ['SORREL', '$5', 'hibiscus, ginger, clove'],
      ['CARROT JUICE', '$5', 'nutmeg, condensed milk'],
      ['GINGER BEER', '$4'],
      ['RUM PUNCH', '$11'],
      ['RED STRIPE', '$6'],
    ]),
    section('Desserts', [
      ['RUM CAKE', '$8'],
      ['SWEET POTATO PUDDING', '$7'],
      ['COCONUT DROPS', '$5'],
    ]),
  ],
};
