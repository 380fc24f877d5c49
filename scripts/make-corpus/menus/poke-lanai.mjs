// Honolulu poke counter: centred items with the price under the description, headings spaced out
// with CSS letter-spacing, "$15.95" prices, a bowl-builder section without descriptions.
import { section } from '../model.mjs';

export const pokeLanai = {
  id: 'poke-lanai',
  title: 'Lānai Poke Co.',
  tagline: 'Fresh poke · Kapahulu Ave, Honolulu',
  cuisine: 'Hawaiian poke',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'centered',
    item: 'below',
    heading: 'tracking',
    font: 'sans',
    headFont: 'sans',
    size: 13,
    theme: 'slate',
    page: 'A4',
    gap: 6,
  },
  formats: {
    pdf: {},
    png: {},
    docx: { style: 'below', titleStyle: 'Title', sectionStyle: 'Heading1' },
    txt: { style: 'inline', heading: 'caps', dash: '–' },
  },
  footer: 'Consuming raw or undercooked fish may increase your risk of foodborne illness.',
  sections: [
    section('Signature Bowls', [
      ['Classic Shoyu Ahi', '$16.95', 'ahi tuna, shoyu, sesame oil, sweet onion, limu', 'DF'],
      ['Spicy Ahi', '$16.95', 'ahi tuna, chili aioli, masago, green onion'],
      ['Hawaiian Salmon', '$15.95', 'salmon, inamona, ʻalaea salt, ogo seaweed', 'GF, DF'],
      ['Tako Poke', '$17.50', 'octopus, chili pepper water, cucumber'],
      ['Tofu Poke', '$13.50', 'marinated tofu, edamame, furikake', 'VG'],
      ['Aloha Mix', '$18.50', 'ahi and salmon, mango, macadamia, lilikoʻi ponzu'],
    ]),
    section('Plates', [
      ['Kalua Pork Plate', '$15.25', 'smoked pulled pork, cabbage, two scoops rice, mac salad'],
      ['Garlic Shrimp', '$17.95', 'butter-garlic shrimp, rice, pineapple'],
      ['Loco Moco', '$14.50', 'beef patty, fried egg, brown gravy, rice'],
    ]),
    section('Pūpū', [
      ['Spam Musubi', '$4.50', 'grilled spam, rice, nori'],
      ['Edamame', '$5.25', 'Hawaiian salt', 'VG'],
      ['Seaweed Salad', '$5.95', 'wakame, sesame, chili', 'VG'],
      ['Poke Nachos', '$12.95', 'wonton chips, spicy ahi, avocado, eel sauce'],
    ]),
    section('Sweets', [
      ['Haupia', '$4.75', 'coconut pudding squares'],
      ['Malasadas', '$6.50', 'three Portuguese doughnuts, li hing sugar', 'V'],
      ['Shave Ice', '$6.95', 'lilikoʻi, guava and coconut syrups, azuki beans'],
    ]),
    section('Drinks', [
      ['POG Juice', '$4.25', 'passion fruit, orange, guava'],
      ['Kona Cold Brew', '$5.50'],
      ['Iced Hibiscus Tea', '$3.95'],
      ['Coconut Water', '$4.50'],
    ]),
  ],
};
