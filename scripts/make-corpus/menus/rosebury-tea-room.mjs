// Cotswolds tea room: real tables with Pot for one | Pot for two and Slice | Whole cake price
// columns, a one-price table for savouries, small-caps headings, bare "4.20" prices in pounds.
import { section } from '../model.mjs';

const two = (name, desc, a, b, marks) => ({ name, desc, price: [a, b], marks });
const CAKES = [
  { key: 'name', label: 'Cake', width: '34%' },
  { key: 'desc', label: '', width: '42%' },
  { key: 'price:0', label: 'Slice', width: '12%' },
  { key: 'price:1', label: 'Whole', width: '12%' },
];
const SAVOURY = [
  { key: 'name', label: 'Dish', width: '34%' },
  { key: 'desc', label: '', width: '54%' },
  { key: 'price', label: '£', width: '12%' },
];
const AFTERNOON = [
  { key: 'name', label: 'Afternoon tea', width: '34%' },
  { key: 'desc', label: '', width: '42%' },
  { key: 'price:0', label: 'Per person', width: '12%' },
  { key: 'price:1', label: 'For two', width: '12%' },
];

export const roseburyTeaRoom = {
  id: 'rosebury-tea-room',
  title: 'The Rosebury Tea Room',
  tagline: 'Loose-leaf teas & home baking · Broadway, Worcestershire',
  intro: 'All prices in pounds sterling.',
  cuisine: 'English tea room',
  currency: 'GBP',
  split: 'tune',
  design: {
    layout: 'table',
    heading: 'small-caps',
    font: 'serif',
    headFont: 'serif',
    size: 14,
    theme: 'cream',
    page: 'A4',
    table: [
      { key: 'name', label: 'Tea', width: '34%' },
      { key: 'desc', label: '', width: '36%' },
      { key: 'price:0', label: 'Pot for one', width: '15%' },
      { key: 'price:1', label: 'Pot for two', width: '15%' },
    ],
  },
  formats: {
    pdf: {},
    docx: { style: 'table', titleStyle: 'Title', sectionStyle: 'Heading1' },
    photo: { angle: -2.1 },
    txt: { style: 'table', heading: 'plain', underline: true },
  },
  footer: 'Scones are baked every morning and served until they run out.',
  sections: [
    section('Black Teas', [
      two('English Breakfast', 'Assam and Ceylon blend', '3.80', '6.90'),
      two('Earl Grey', 'bergamot, cornflower', '3.90', '7.10'),
      two('Darjeeling First Flush', 'Castleton estate', '4.60', '8.40'),
      two('Lapsang Souchong', 'pine-smoked', '4.20', '7.60'),
      two('Assam Breakfast', 'malty, strong', '3.80', '6.90'),
    ]),
    section('Green, White & Herbal', [
      two('Sencha', 'steamed Japanese green', '4.20', '7.60'),
      two('Jasmine Pearls', 'hand-rolled, Fujian', '4.80', '8.80'),
      two('Silver Needle', 'white tea buds', '5.40', '9.90'),
      two('Peppermint', 'whole leaf', '3.60', '6.50'),
      two('Rooibos & Vanilla', 'caffeine free', '3.70', '6.70'),
    ]),
    section(
      'Afternoon Tea',
      [
        two('Cream Tea', 'two scones, clotted cream, jam, a pot of tea', '9.50', '18.00'),
        two('Full Afternoon Tea', 'sandwiches, scones, cakes, a pot of tea', '24.00', '46.00'),
        two('Champagne Afternoon Tea', 'as above with a glass of champagne', '34.00', '66.00'),
      ],
      { table: AFTERNOON },
    ),
    section(
      'Cakes',
      [
        two('Victoria Sponge', 'raspberry jam, vanilla cream', '4.20', '28.00', 'V'),
        two('Lemon Drizzle', 'sharp lemon icing', '3.90', '24.00', 'V'),
        two('Coffee & Walnut', 'espresso buttercream', '4.20', '28.00', 'V'),
        two('Chocolate Fudge', 'dark chocolate ganache', '4.40', '30.00', 'V'),
        two('Carrot Cake', 'cream cheese frosting, pecans', '4.20', '28.00', 'V'),
      ],
      { table: CAKES },
    ),
    section(
      'Savouries',
      [
        ['Welsh Rarebit', '8.50', 'mature cheddar, ale, mustard, toast', 'V'],
        ['Cheese & Chive Scone', '4.80', 'with salted butter', 'V'],
        ['Coronation Chicken Sandwich', '7.90', 'on granary bread'],
        ['Smoked Salmon Sandwich', '8.90', 'cream cheese, cucumber, dill'],
        ['Soup of the Day', '6.90', 'with crusty bread', 'V'],
      ],
      { table: SAVOURY },
    ),
  ],
};
