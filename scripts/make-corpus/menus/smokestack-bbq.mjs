// Texas-style barbecue joint: two columns, CSS letter-spaced headings, the price on its own line
// under each item, meats sold by weight ("$32 per lb").
import { section } from '../model.mjs';

export const smokestackBbq = {
  id: 'smokestack-bbq',
  title: 'Smokestack BBQ',
  tagline: 'Post oak smoked · Till it’s gone',
  cuisine: 'American barbecue',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 2,
    item: 'below',
    heading: 'tracking',
    font: 'sans',
    headFont: 'serif',
    size: 15,
    theme: 'cream',
    page: 'Letter',
    gap: 11,
    priceBold: true,
  },
  formats: { pdf: {}, png: {}, photo: { angle: 4.8 } },
  sections: [
    section('By the Pound', [
      ['Prime Brisket', '$32 per lb', 'salt & pepper bark, 14 hour smoke'],
      ['Pork Spare Ribs', '$26 per lb'],
      ['Beef Short Rib', '$36 per lb', 'about 1.5 lb each'],
      ['Pulled Pork', '$22 per lb'],
      ['Smoked Turkey Breast', '$24 per lb'],
      ['Jalapeño Cheddar Sausage', '$18 per lb'],
    ]),
    section('Plates', [
      ['One Meat Plate', '$17.50', 'two sides, pickles, onion, white bread'],
      ['Two Meat Plate', '$23.50', 'two sides'],
      ['Three Meat Plate', '$28.50', 'two sides'],
      ['Half Chicken', '$16.00', 'dry-rubbed, one side'],
    ]),
    section('Sandwiches', [
      ['Chopped Brisket', '$14.00', 'sauce, pickles, onion on a bun'],
      ['Pulled Pork', '$12.50', 'slaw on top'],
      ['Frito Pie', '$11.00', 'chili, cheese, onions'],
    ]),
    section('Sides', [
      ['Mac & Cheese', '$5.00 / $12.00', 'single or family size'],
      ['Pit Beans', '$4.50 / $10.00'],
      ['Potato Salad', '$4.50 / $10.00', null, 'V'],
      ['Collard Greens', '$4.50 / $10.00'],
      ['Jalapeño Cornbread', '$4.00', null, 'V'],
    ]),
    section('Sweets', [
      ['Banana Pudding', '$6.00'],
      ['Pecan Pie', '$6.50'],
      ['Peach Cobbler', '$7.00', 'vanilla ice cream +1'],
    ]),
  ],
};
