// Plant-based café: price on the line after each dish, prices with one decimal ("12.5"),
// dietary marks printed bare after the name ("GF"), a soft green theme.
import { section } from '../model.mjs';

export const greenLeafVegan = {
  id: 'green-leaf-vegan',
  title: 'Green Leaf Café',
  tagline: '100% plant-based kitchen & juice bar',
  cuisine: 'Vegan café',
  currency: 'AUD',
  split: 'tune',
  design: {
    layout: 'list',
    item: 'below',
    heading: 'caps',
    font: 'sans',
    headFont: 'sans',
    size: 15,
    theme: 'sage',
    page: 'A4',
    gap: 11,
    marks: 'bare',
  },
  formats: {
    docx: { style: 'below', titleStyle: 'Title', sectionStyle: 'Heading1', marks: 'bare' },
    png: {},
    txt: { style: 'below', heading: 'plain', marks: 'bare', blankBetween: true },
  },
  footer: 'Everything on our menu is vegan. GF = gluten free. Please let us know about allergies.',
  sections: [
    section('Breakfast', [
      ['Smashed Avo', '17.5', 'sourdough, dukkah, lemon, pickled onion'],
      ['Tofu Scramble', '16', 'turmeric tofu, spinach, mushrooms, toast'],
      ['Acai Bowl', '15.5', 'banana, granola, berries, coconut', 'GF'],
      ['Banana Bread', '8.5', 'toasted, maple butter'],
      ['Bircher Muesli', '12.5', 'oats, apple, almond milk, rhubarb'],
    ]),
    section('Bowls', [
      ['Buddha Bowl', '19', 'brown rice, roast pumpkin, edamame, tahini', 'GF'],
      ['Nourish Bowl', '18.5', 'quinoa, kale, beetroot hummus, seeds', 'GF'],
      ['Poke Bowl', '19.5', 'marinated tofu, sushi rice, seaweed, ponzu'],
      ['Green Curry Bowl', '20', 'jasmine rice, greens, coconut', 'GF'],
    ]),
    section('Burgers & Wraps', [
      ['Beetroot Burger', '18', 'beet and lentil patty, cashew aioli, chips'],
      ['Cauliflower Wings', '14.5', 'buffalo sauce, ranch'],
      ['Falafel Wrap', '15', 'hummus, pickles, chilli sauce'],
      ['Jackfruit Taco', '16.5', 'slaw, lime, chipotle mayo', 'GF'],
    ]),
    section('Cakes', [
      ['Raw Lime Cheesecake', '9', null, 'GF'],
      ['Chocolate Brownie', '7.5'],
      ['Carrot Cake', '8'],
    ]),
    section('Juices & Coffee', [
      ['Green Machine', '10.5', 'kale, apple, cucumber, ginger'],
      ['Beet It', '10.5', 'beetroot, carrot, orange'],
      ['Oat Flat White', '5.5'],
      ['Turmeric Latte', '6'],
      ['Matcha Latte', '6.5'],
    ]),
  ],
};
