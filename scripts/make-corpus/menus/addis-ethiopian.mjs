// Ethiopian restaurant: single column with prices pushed right, headings in mixed case set apart
// only by size and weight, vegan marks on the fasting dishes, dollar prices.
import { section } from '../model.mjs';

export const addisEthiopian = {
  id: 'addis-ethiopian',
  title: 'Addis Kitchen',
  tagline: 'Ethiopian cuisine · All dishes served on injera',
  cuisine: 'Ethiopian',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'list',
    item: 'right',
    heading: 'plain',
    font: 'serif',
    headFont: 'sans',
    size: 15,
    theme: 'cream',
    page: 'A4',
    gap: 7,
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Heading1', sectionStyle: 'Heading2' },
    png: {},
  },
  footer: 'Injera is made from teff; gluten-free injera on request.',
  sections: [
    section('Starters', [
      ['Sambusa', '$6', 'crisp pastry with lentils, jalapeño', 'VG'],
      ['Timatim Fitfit', '$8', 'tomato, onion, injera pieces', 'VG'],
      ['Azifa', '$8', 'green lentil salad, mustard, lime', 'VG'],
      ['Kategna', '$7', 'toasted injera, berbere butter', 'V'],
    ]),
    section('Meat Dishes', [
      ['Doro Wat', '$21', 'chicken leg stewed in berbere, hard-boiled egg'],
      ['Key Wat', '$20', 'beef in spicy berbere sauce'],
      ['Yebeg Alicha', '$22', 'mild lamb stew, turmeric, ginger'],
      ['Special Tibs', '$21.50', 'sautéed beef, rosemary, jalapeño, onion'],
      ['Kitfo', '$22', 'minced beef, mitmita, niter kibbeh, served raw or rare'],
      ['Gored Gored', '$22', 'cubed raw beef, awaze'],
    ]),
    section('Vegetarian & Fasting', [
      ['Misir Wat', '$15', 'red lentils in berbere', 'VG'],
      ['Kik Alicha', '$14', 'yellow split peas, turmeric', 'VG'],
      ['Gomen', '$14', 'collard greens, garlic', 'VG'],
      ['Shiro', '$15', 'ground chickpea stew', 'VG'],
      ['Atakilt', '$14', 'cabbage, carrot, potato', 'VG'],
      ['Veggie Combo', '$19', 'five vegetable dishes of the day', 'VG'],
    ]),
    section('Platters', [
      ['Addis Platter for Two', '$48', 'doro wat, key wat, tibs and three vegetables'],
      ['Fasting Platter for Two', '$38', 'six vegetable dishes', 'VG'],
    ]),
    section('Drinks', [
      ['Ethiopian Coffee Ceremony', '$12', 'roasted at the table, for two'],
      ['Tej', '$9', 'honey wine'],
      ['Ambo', '$4', 'mineral water'],
      ['Spiced Tea', '$3.50'],
    ]),
  ],
};
