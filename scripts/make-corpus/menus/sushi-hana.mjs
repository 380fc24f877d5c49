// Neighbourhood sushi bar: the menu is a table (Item | Fish | Nigiri 2 pc | Sashimi 5 pc), so
// nigiri and sashimi prices sit in separate columns; rolls use one price column.
import { section } from '../model.mjs';

const fish = (name, ingredient, nigiri, sashimi, marks) => ({
  name,
  ingredient,
  price: sashimi ? [nigiri, sashimi] : nigiri,
  marks,
});

export const sushiHana = {
  id: 'sushi-hana',
  title: 'Sushi Hana',
  tagline: 'Edomae sushi counter · Lunch & dinner',
  intro: 'Nigiri are two pieces; sashimi five pieces. Prices in US dollars.',
  cuisine: 'Japanese sushi bar',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'table',
    heading: 'caps',
    font: 'sans',
    size: 14,
    theme: 'white',
    page: 'Letter',
    table: [
      { key: 'name', label: 'Item', width: '34%' },
      { key: 'ingredient', label: 'Fish', width: '34%' },
      { key: 'price:0', label: 'Nigiri (2 pc)', width: '16%' },
      { key: 'price:1', label: 'Sashimi (5 pc)', width: '16%' },
    ],
  },
  formats: { pdf: {}, docx: { style: 'table', titleStyle: 'Heading1', sectionStyle: 'Heading2' } },
  sections: [
    section('Nigiri & Sashimi', [
      fish('Maguro', 'bluefin tuna, lean', '8', '19'),
      fish('Chutoro', 'bluefin tuna, medium fatty', '12', '29'),
      fish('Otoro', 'bluefin tuna, fatty belly', '16', '38'),
      fish('Sake', 'Faroe Islands salmon', '7', '16'),
      fish('Hamachi', 'yellowtail', '8', '18'),
      fish('Hotate', 'Hokkaido scallop', '9', '21'),
      fish('Madai', 'sea bream', '8', '18'),
      fish('Ebi', 'boiled tiger prawn', '6', '14'),
      fish('Unagi', 'freshwater eel, tare', '9', '22'),
      fish('Ikura', 'salmon roe', '10', '24'),
    ]),
    section('Maki Rolls', [
      fish('Tekka Maki', 'tuna, nori', '9'),
      fish('Kappa Maki', 'cucumber, sesame', '6', null, 'VG'),
      fish('Spicy Tuna Roll', 'tuna, chili mayo, scallion', '13'),
      fish('California Roll', 'snow crab, avocado, tobiko', '14'),
      fish('Dragon Roll', 'eel, avocado, cucumber', '18'),
      fish('Rainbow Roll', 'five kinds of fish over California', '19'),
      fish('Avocado Roll', 'avocado, shiso', '7', null, 'VG'),
    ]),
    section('Kitchen', [
      fish('Miso Soup', 'tofu, wakame, scallion', '4', null, 'V'),
      fish('Seaweed Salad', 'wakame, sesame dressing', '6', null, 'VG'),
      fish('Agedashi Tofu', 'dashi, daikon', '9', null, 'V'),
      fish('Black Cod Miso', 'sablefish, saikyo miso', '24'),
      fish('Chicken Teriyaki', 'thigh, rice', '17'),
    ]),
    section('Omakase', [
      fish('Nigiri Omakase', '10 pieces, chef’s choice', '58'),
      fish('Chirashi Bowl', 'assorted sashimi over rice', '36'),
    ]),
  ],
};
