// Melbourne Sri Lankan canteen: three columns on a landscape page, headings typed letter by
// letter ("H O P P E R S"), dot leaders to "A$" prices, short descriptions.
import { section } from '../model.mjs';

export const colomboKitchen = {
  id: 'colombo-kitchen',
  title: 'Colombo Kitchen',
  tagline: 'Sri Lankan eating house · Smith Street, Fitzroy',
  cuisine: 'Sri Lankan',
  currency: 'AUD',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 3,
    item: 'leaders',
    heading: 'spaced',
    font: 'sans',
    headFont: 'sans',
    size: 14,
    theme: 'paper',
    page: 'A4 landscape',
    gap: 7,
  },
  formats: {
    pdf: {},
    png: { scale: 1.25 },
    docx: { style: 'leaders', titleStyle: 'Title', sectionStyle: 'Heading1' },
    txt: { style: 'columns', colWidth: 40, gutter: 8, heading: 'caps' },
  },
  sections: [
    section('Short Eats', [
      ['Fish Cutlets', 'A$9', 'mackerel, potato, chilli'],
      ['Vegetable Roti', 'A$8', 'leek and potato parcel', 'VG'],
      ['Mutton Rolls', 'A$10', 'crumbed pancake rolls'],
      ['Isso Vadai', 'A$12', 'lentil fritters, prawns'],
      ['Devilled Cashews', 'A$7', 'curry leaf, chilli', 'VG'],
    ]),
    section('Hoppers', [
      ['Plain Hopper', 'A$5', 'rice and coconut batter', 'VG'],
      ['Egg Hopper', 'A$7', 'soft egg, lunu miris', 'V'],
      ['String Hoppers', 'A$12', 'ten nests, kiri hodi', 'V'],
      ['Milk Hopper', 'A$7', 'coconut milk centre', 'V'],
      ['Hopper Platter', 'A$26', 'two hoppers, three curries'],
    ]),
    section('Kottu', [
      ['Chicken Kottu', 'A$22', 'chopped godamba roti, egg'],
      ['Beef Kottu', 'A$24', 'black-pepper beef'],
      ['Cheese Kottu', 'A$21', 'leek, mozzarella', 'V'],
      ['Jackfruit Kottu', 'A$21', 'young jackfruit curry', 'VG'],
    ]),
    section('Curries', [
      ['Black Pork Curry', 'A$26', 'roasted spices, goraka'],
      ['Jaffna Crab Curry', 'A$42', 'blue swimmer crab'],
      ['Chicken Curry', 'A$23', 'on the bone, rich gravy'],
      ['Fish Ambul Thiyal', 'A$27', 'sour tuna, dry-cooked', 'GF'],
      ['Dhal Curry', 'A$14', 'red lentils, coconut', 'VG, GF'],
      ['Beetroot Curry', 'A$14', 'mustard seed, curry leaf', 'VG, GF'],
      ['Cashew Curry', 'A$18', 'fresh cashews, peas', 'VG'],
    ]),
    section('Rice & Sambols', [
      ['Yellow Rice', 'A$6', 'cloves, cardamom', 'VG'],
      ['Lamprais', 'A$32', 'banana-leaf parcel, three curries'],
      ['Pol Sambol', 'A$5', 'fresh coconut, chilli', 'VG'],
      ['Seeni Sambol', 'A$5', 'sweet caramelised onion', 'VG'],
      ['Gotu Kola Salad', 'A$9', 'pennywort, coconut, lime', 'VG'],
    ]),
    section('Sweets & Drinks', [
      ['Watalappan', 'A$11', 'jaggery coconut custard'],
      ['Love Cake', 'A$9', 'semolina, cashews, rosewater'],
      ['Ceylon Tea', 'A$5', 'Dimbula, with milk'],
      ['Faluda', 'A$10', 'rose syrup, basil seeds, ice cream'],
      ['Ginger Beer', 'A$6', 'Elephant House'],
    ]),
  ],
};
