// Vietnamese pho restaurant: numbered dishes in a table with Small | Large price columns
// (pho), a single Price column for the rest, "$13.95" style prices.
import { section } from '../model.mjs';

let n = 0;
const dish = (name, desc, small, large, marks) => ({
  code: String(++n),
  name,
  desc,
  price: large ? [small, large] : small,
  marks,
});

// Everything but the pho comes in one size: those sections use a single Price column.
const ONE_SIZE = [
  { key: 'name', label: 'No. / Dish', width: '30%' },
  { key: 'desc', label: 'Description', width: '57%' },
  { key: 'price', label: 'Price', width: '13%' },
];

export const phoSaigon = {
  id: 'pho-saigon',
  title: 'Phở Sài Gòn',
  tagline: 'Vietnamese noodle house · Family owned',
  cuisine: 'Vietnamese pho',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'table',
    heading: 'caps',
    font: 'dejavu-sans',
    size: 13,
    theme: 'white',
    page: 'Letter',
    codes: 'dot',
    table: [
      { key: 'name', label: 'No. / Dish', width: '30%' },
      { key: 'desc', label: 'Description', width: '44%' },
      { key: 'price:0', label: 'Small', width: '13%' },
      { key: 'price:1', label: 'Large', width: '13%' },
    ],
  },
  formats: {
    pdf: {},
    docx: { style: 'table', titleStyle: 'Title', sectionStyle: 'Heading1' },
    photo: { angle: 3.9 },
    txt: { style: 'table-tabs', tableDesc: true },
  },
  sections: [
    section('Phở', [
      dish(
        'Phở Đặc Biệt',
        'house special: rare steak, brisket, tendon, tripe, meatballs',
        '14.95',
        '16.95',
      ),
      dish('Phở Tái', 'rare eye of round steak', '13.95', '15.95'),
      dish('Phở Chín', 'well-done brisket', '13.95', '15.95'),
      dish('Phở Bò Viên', 'beef meatballs', '13.50', '15.50'),
      dish('Phở Gà', 'poached chicken, chicken broth', '13.50', '15.50'),
      dish('Phở Chay', 'tofu and vegetables, vegetable broth', '12.95', '14.95', 'VG'),
    ]),
    section(
      'Bún',
      [
        dish('Bún Thịt Nướng', 'grilled pork over vermicelli, herbs, nuoc cham', '14.50'),
        dish('Bún Chả Giò', 'crispy spring rolls over vermicelli', '13.95'),
        dish('Bún Bò Huế', 'spicy lemongrass beef noodle soup', '15.50'),
      ],
      { table: ONE_SIZE },
    ),
    section(
      'Rice Plates',
      [
        dish('Cơm Tấm Sườn', 'broken rice, grilled pork chop, fried egg', '15.95'),
        dish('Cơm Gà Nướng', 'lemongrass grilled chicken, rice', '14.95'),
        dish('Cơm Chiên', 'Vietnamese fried rice', '13.50'),
      ],
      { table: ONE_SIZE },
    ),
    section(
      'Appetizers',
      [
        dish('Gỏi Cuốn', 'fresh rolls, shrimp, pork, peanut sauce (2)', '6.95'),
        dish('Chả Giò', 'crispy pork spring rolls (4)', '7.50'),
        dish('Cánh Gà Chiên Nước Mắm', 'fish sauce wings', '11.95'),
        dish('Bánh Mì Thịt', 'grilled pork baguette, pâté, pickles', '8.95'),
      ],
      { table: ONE_SIZE },
    ),
    section(
      'Drinks',
      [
        dish('Cà Phê Sữa Đá', 'iced coffee with condensed milk', '5.50'),
        dish('Trà Thái', 'Thai iced tea', '4.95'),
        dish('Nước Dừa', 'young coconut', '5.95'),
        dish('Sinh Tố Bơ', 'avocado smoothie', '6.50'),
      ],
      { table: ONE_SIZE },
    ),
  ],
};
