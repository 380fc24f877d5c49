// Classic American diner: two columns, UPPERCASE dish names with mixed-case descriptions,
// "$11.99" prices straight after the name, sides priced once in a line under the heading, add-ons
// written into descriptions, and a full-width footer.
import { section } from '../model.mjs';

export const route66Diner = {
  id: 'route-66-diner',
  title: 'Route 66 Diner',
  tagline: 'Breakfast served all day · Since 1958',
  cuisine: 'American diner',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 2,
    item: 'after',
    heading: 'caps',
    font: 'sans',
    headFont: 'dejavu-serif',
    size: 15,
    theme: 'white',
    page: 'Letter',
    gap: 9,
  },
  formats: { png: {}, photo: { angle: -3.6 }, txt: { style: 'spaced', width: 56 } },
  footer:
    'Consuming raw or undercooked meats or eggs may increase your risk of foodborne illness. 18% gratuity added to parties of 6 or more.',
  sections: [
    section('Breakfast', [
      ['TWO EGGS ANY STYLE', '$9.99', 'hash browns, toast, bacon or sausage'],
      ['BUTTERMILK PANCAKES', '$8.49', 'three-stack, whipped butter — add blueberries +1.50'],
      ['COUNTRY FRIED STEAK', '$14.99', 'sausage gravy, two eggs, hash browns'],
      ['DENVER OMELETTE', '$12.49', 'ham, peppers, onion, cheddar'],
      ['BISCUITS & GRAVY', '$8.99'],
      ['FRENCH TOAST', '$9.49', 'Texas toast, cinnamon, powdered sugar'],
    ]),
    section('Burgers', [
      [
        'CLASSIC CHEESEBURGER',
        '$11.99',
        'American cheese, lettuce, tomato, pickles — add bacon +2',
      ],
      ['PATTY MELT', '$12.49', 'rye, Swiss, grilled onions'],
      ['WESTERN BBQ BURGER', '$13.99', 'onion ring, bacon, BBQ sauce'],
      ['MUSHROOM SWISS', '$12.99'],
      ['VEGGIE BURGER', '$11.49', 'black bean patty, avocado', 'V'],
    ]),
    section('Sandwiches', [
      ['CLUB SANDWICH', '$12.49', 'turkey, ham, bacon, triple decker'],
      ['REUBEN', '$13.49', 'corned beef, sauerkraut, Swiss, rye'],
      ['BLT', '$9.99'],
      ['GRILLED CHEESE & TOMATO SOUP', '$10.49', null, 'V'],
      ['HOT TURKEY PLATE', '$14.49', 'open-faced, mashed potatoes, gravy'],
    ]),
    section(
      'Sides',
      [['FRENCH FRIES'], ['ONION RINGS'], ['COLESLAW'], ['MAC & CHEESE'], ['HASH BROWNS']],
      { price: '$4.49', priceStyle: 'line', priceLine: 'All sides $4.49' },
    ),
    section('Shakes & Pie', [
      ['HAND-SPUN MILKSHAKE', '$6.99', 'vanilla, chocolate or strawberry'],
      ['ROOT BEER FLOAT', '$5.49'],
      ['SLICE OF PIE', '$5.99', 'apple, cherry or pecan — à la mode +1.50'],
      ['BOTTOMLESS COFFEE', '$2.99'],
    ]),
  ],
};
