// Korean barbecue: every section is a table with the columns Dish | Main ingredient |
// Description | Price (the layout of printed table-top menus), dollar prices without cents.
import { section } from '../model.mjs';

const dish = (name, ingredient, desc, price, marks) => ({ name, ingredient, desc, price, marks });

export const seoulGrill = {
  id: 'seoul-grill',
  title: 'Seoul Charcoal Grill',
  tagline: 'Korean BBQ · Tabletop charcoal grills · Banchan refilled on request',
  cuisine: 'Korean BBQ',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'table',
    heading: 'caps',
    font: 'sans',
    size: 14,
    theme: 'slate',
    page: 'Letter',
    table: [
      { key: 'name', label: 'Dish', width: '23%' },
      { key: 'ingredient', label: 'Main ingredient', width: '19%' },
      { key: 'desc', label: 'Description', width: '46%' },
      { key: 'price', label: 'Price', width: '12%' },
    ],
  },
  formats: {
    pdf: {},
    docx: { style: 'table', titleStyle: 'Title', sectionStyle: 'Heading1' },
    photo: { angle: 1.1 },
  },
  footer: 'Grill items are served raw for cooking at the table; minimum two orders per grill.',
  sections: [
    section('From the Grill', [
      dish('Galbi', 'beef short rib', 'bone-in, soy-pear marinade', '$36'),
      dish('Bulgogi', 'ribeye', 'thin slices, sweet soy, sesame', '$29'),
      dish('Chadol Baegi', 'brisket', 'paper-thin, sesame oil and salt dip', '$27'),
      dish('Samgyeopsal', 'pork belly', 'thick cut, ssamjang and garlic', '$25'),
      dish('Dwaeji Galbi', 'pork shoulder', 'gochujang marinade', '$26'),
      dish('Dak Galbi', 'chicken thigh', 'spicy marinade, rice cakes', '$24'),
      dish('Hyeomit Gui', 'beef tongue', 'with scallion salad', '$28'),
      dish('Saeu Gui', 'tiger prawns', 'butter, garlic, shell on', '$30'),
    ]),
    section('Combos', [
      dish('Combo A', 'for two', 'galbi, bulgogi, pork belly, steamed egg, stew', '$85'),
      dish('Combo B', 'for four', 'all grill meats, two stews, seafood pancake', '$160'),
    ]),
    section('Stews & Soups', [
      dish('Kimchi Jjigae', 'aged kimchi', 'pork, tofu, scallion', '$16'),
      dish('Doenjang Jjigae', 'soybean paste', 'zucchini, tofu, clams', '$15'),
      dish('Sundubu Jjigae', 'soft tofu', 'seafood, egg, chili broth', '$17'),
      dish('Galbitang', 'short rib', 'clear beef broth, glass noodles', '$19'),
    ]),
    section('Rice & Noodles', [
      dish('Dolsot Bibimbap', 'rice', 'stone pot, vegetables, egg, gochujang', '$18'),
      dish('Japchae', 'sweet potato noodles', 'stir-fried with vegetables', '$16', 'V'),
      dish('Naengmyeon', 'buckwheat noodles', 'icy beef broth, pear, egg', '$16'),
      dish('Kimchi Fried Rice', 'rice', 'bacon, fried egg', '$15'),
    ]),
    section('Sides', [
      dish('Haemul Pajeon', 'seafood', 'scallion pancake', '$19'),
      dish('Gyeran Jjim', 'egg', 'steamed egg soufflé', '$9', 'V'),
      dish('Tteokbokki', 'rice cakes', 'sweet and spicy sauce, fish cake', '$14'),
    ]),
  ],
};
