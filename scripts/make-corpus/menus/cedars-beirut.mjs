// Lebanese mezze restaurant: two columns with the title at the top of the first column, mezze
// priced once per section in the heading ("COLD MEZZE 9"), other dishes priced per item.
import { section } from '../model.mjs';

export const cedarsBeirut = {
  id: 'cedars-beirut',
  title: 'Cedars of Beirut',
  tagline: 'Lebanese mezze & charcoal grill',
  intro: 'Mezze are made for sharing — we suggest three to four per person.',
  cuisine: 'Lebanese',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 2,
    titleInColumn: true,
    titleAlign: 'left',
    item: 'right',
    heading: 'caps',
    font: 'dejavu-serif',
    size: 14,
    theme: 'sage',
    page: 'Letter',
    gap: 9,
  },
  formats: { pdf: {}, png: {}, photo: {} },
  sections: [
    section(
      'Cold Mezze',
      [
        ['Hummus', null, 'chickpeas, tahini, lemon, olive oil', 'VG'],
        ['Baba Ghanoush', null, 'smoked aubergine, pomegranate', 'VG'],
        ['Tabbouleh', null, 'parsley, bulgur, tomato, mint', 'VG'],
        ['Fattoush', null, 'crisp pita, sumac, radish', 'VG'],
        ['Labneh', null, 'strained yoghurt, za’atar, olives', 'V'],
        ['Muhammara', null, 'red pepper, walnut, pomegranate molasses', 'VG'],
        ['Warak Enab', null, 'vine leaves stuffed with rice', 'VG'],
      ],
      { price: '9', priceStyle: 'heading' },
    ),
    section(
      'Hot Mezze',
      [
        ['Falafel', null, 'tahini sauce, pickles', 'VG'],
        ['Batata Harra', null, 'spicy potatoes, coriander, garlic', 'VG'],
        ['Kibbeh', null, 'fried bulgur shells, lamb, pine nuts'],
        ['Sambousek', null, 'cheese pastries', 'V'],
        ['Halloumi', null, 'grilled, tomato, mint', 'V'],
        ['Soujouk', null, 'spiced beef sausage, tomato'],
      ],
      { price: '11', priceStyle: 'heading' },
    ),
    section('From the Grill', [
      ['Shish Taouk', '24', 'chicken skewers, garlic toum, fries'],
      ['Kafta Meshwi', '23', 'minced lamb and beef, parsley, onion'],
      ['Lamb Chops', '34', 'seven-spice, grilled tomato'],
      ['Mixed Grill', '38', 'taouk, kafta and lamb, rice'],
      ['Whole Sea Bream', '36', 'tahini-lemon sauce, sayadieh rice'],
    ]),
    section('Sweets', [
      ['Knefeh', '12', 'warm cheese pastry, orange blossom syrup'],
      ['Baklawa', '10', 'pistachio and cashew'],
      ['Mouhalabieh', '9', 'milk pudding, rose water'],
    ]),
    section('Drinks', [
      ['Jallab', '6', 'date and grape molasses, pine nuts'],
      ['Mint Lemonade', '6'],
      ['Arak (glass)', '12'],
      ['Almaza Beer', '8'],
    ]),
  ],
};
