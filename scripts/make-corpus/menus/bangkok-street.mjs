// Thai street-food restaurant: centred items (name, description under it, price under that),
// headings in mixed case told apart by size only, "$14.99" prices, chilli notes in descriptions.
import { section } from '../model.mjs';

export const bangkokStreet = {
  id: 'bangkok-street',
  title: 'Bangkok Street Kitchen',
  tagline: 'Thai street food · Dine in & take away',
  cuisine: 'Thai',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'centered',
    item: 'below',
    heading: 'plain',
    font: 'sans',
    size: 15,
    theme: 'white',
    page: 'Letter',
    gap: 14,
  },
  formats: {
    png: {},
    photo: { angle: 3.2 },
    docx: { style: 'below', titleStyle: 'Title', sectionStyle: 'Heading1' },
  },
  sections: [
    section('Small Plates', [
      ['Chicken Satay', '$9.99', 'turmeric-marinated skewers, peanut sauce, cucumber relish'],
      ['Fresh Spring Rolls', '$7.99', 'rice paper, tofu, herbs, tamarind dip', 'VG'],
      ['Tod Mun Pla', '$10.49', 'red curry fish cakes, sweet chili, crushed peanuts'],
      ['Larb Gai', '$11.99', 'minced chicken, toasted rice, lime, mint — spicy'],
      ['Som Tum', '$10.99', 'green papaya, long beans, tomato, dried shrimp'],
    ]),
    section('Soups', [
      ['Tom Yum Goong', '$13.49', 'hot and sour prawn soup, lemongrass, galangal'],
      ['Tom Kha Gai', '$12.49', 'coconut galangal soup with chicken and mushrooms'],
    ]),
    section('Noodles & Rice', [
      ['Pad Thai', '$14.99', 'rice noodles, egg, tofu, bean sprouts, peanuts — add prawns +3'],
      ['Pad See Ew', '$14.49', 'wide noodles, Chinese broccoli, sweet soy, choice of protein'],
      ['Drunken Noodles', '$14.99', 'holy basil, chili, bell pepper — spicy'],
      ['Khao Soi', '$16.49', 'northern curry noodle soup, braised chicken leg, pickled mustard'],
      ['Khao Pad Sapparot', '$15.49', 'pineapple fried rice, cashews, raisins'],
    ]),
    section('Curries', [
      ['Green Curry', '$15.99', 'Thai eggplant, bamboo shoots, basil, jasmine rice'],
      ['Massaman Curry', '$16.99', 'slow-cooked beef, potato, peanuts'],
      ['Panang Curry', '$15.99', 'kaffir lime leaf, thick coconut curry, chicken or tofu'],
      ['Jungle Curry', '$15.49', 'no coconut milk, wild ginger, vegetables', 'VG'],
    ]),
    section('Sweets & Drinks', [
      ['Mango Sticky Rice', '$8.99', 'seasonal mango, coconut cream'],
      ['Thai Iced Tea', '$4.99'],
      ['Fresh Coconut', '$6.49'],
    ]),
  ],
};
