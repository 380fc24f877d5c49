// Neighbourhood bakery café board: three columns, no descriptions, headings in mixed case that
// differ only by size and weight, "$3.80" prices pushed right.
import { section } from '../model.mjs';

export const crumbBakery = {
  id: 'crumb-bakery',
  title: 'Crumb & Co. Bakery',
  tagline: 'Baked here every morning from 6am',
  cuisine: 'Bakery café',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 3,
    item: 'right',
    heading: 'plain',
    font: 'sans',
    headFont: 'serif',
    size: 16,
    theme: 'cream',
    page: 'Letter landscape',
    gap: 6,
  },
  formats: {
    png: {},
    photo: { angle: 0.8 },
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1' },
  },
  sections: [
    section('Pastries', [
      ['Butter Croissant', '$3.80'],
      ['Pain au Chocolat', '$4.20'],
      ['Almond Croissant', '$4.90'],
      ['Morning Bun', '$4.50'],
      ['Cardamom Knot', '$4.75'],
      ['Ham & Cheese Croissant', '$6.25'],
      ['Seasonal Fruit Danish', '$4.60'],
    ]),
    section('Breads', [
      ['Country Sourdough', '$9.00'],
      ['Seeded Rye', '$8.50'],
      ['Baguette', '$4.00'],
      ['Focaccia Slice', '$4.25'],
    ]),
    section('Cakes & Cookies', [
      ['Chocolate Chip Cookie', '$3.25'],
      ['Oatmeal Raisin Cookie', '$3.25'],
      ['Lemon Drizzle Slice', '$4.50'],
      ['Banana Bread', '$4.25'],
      ['Carrot Cake', '$6.50'],
      ['Basque Cheesecake', '$7.00'],
    ]),
    section('Savoury', [
      ['Quiche of the Day', '$8.75'],
      ['Sausage Roll', '$6.50'],
      ['Tomato & Mozzarella Focaccia', '$10.50'],
    ]),
    section('Coffee', [
      ['Espresso', '$3.25'],
      ['Cortado', '$4.00'],
      ['Flat White', '$4.75'],
      ['Latte', '$5.00'],
      ['Cappuccino', '$4.75'],
      ['Drip Coffee', '$3.00'],
    ]),
    section('Not Coffee', [
      ['Hot Chocolate', '$4.75'],
      ['Chai Latte', '$5.25'],
      ['Loose Leaf Tea', '$3.75'],
      ['Fresh Lemonade', '$4.50'],
    ]),
  ],
};
