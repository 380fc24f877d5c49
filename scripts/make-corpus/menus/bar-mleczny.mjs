// Kraków milk-bar style canteen: two columns, UPPERCASE dish names with leaders, the price of
// the pierogi printed in the heading ("PIEROGI  28 zł"), a section price line for the sides,
// "24 zł" prices; pasted text comes as two text columns side by side.
import { section } from '../model.mjs';

export const barMleczny = {
  id: 'bar-mleczny',
  title: 'Bar Mleczny Pod Wawelem',
  tagline: 'Polish home cooking · ul. Grodzka, Kraków',
  cuisine: 'Polish',
  currency: 'PLN',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 2,
    item: 'leaders',
    heading: 'caps',
    font: 'sans',
    headFont: 'serif',
    size: 14,
    theme: 'white',
    page: 'A4',
    gap: 7,
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1', heading: 'caps' },
    photo: { angle: -1.8 },
    txt: { style: 'columns', colWidth: 36, heading: 'caps' },
  },
  sections: [
    section('Zupy', [
      ['ŻUREK', '18 zł', 'sour rye soup, white sausage, egg'],
      ['BARSZCZ CZERWONY', '14 zł', 'clear beetroot broth, uszka dumplings'],
      ['ROSÓŁ', '15 zł', 'chicken broth, noodles, carrot'],
      ['KAPUŚNIAK', '15 zł', 'sauerkraut soup, smoked ribs'],
      ['POMIDOROWA', '13 zł', 'tomato soup with rice'],
    ]),
    section(
      'Pierogi',
      [
        ['RUSKIE', undefined, 'potato, twaróg cheese, fried onion'],
        ['Z MIĘSEM', undefined, 'braised pork and beef'],
        ['Z KAPUSTĄ I GRZYBAMI', undefined, 'sauerkraut, wild mushrooms'],
        ['ZE SZPINAKIEM', undefined, 'spinach, feta, garlic'],
        ['Z JAGODAMI', undefined, 'blueberries, sweet cream'],
      ],
      { price: '28 zł', priceStyle: 'heading' },
    ),
    section('Dania główne', [
      ['KOTLET SCHABOWY', '36 zł', 'breaded pork loin, potatoes, mizeria'],
      ['GOŁĄBKI', '32 zł', 'cabbage rolls, rice, pork, tomato sauce'],
      ['BIGOS', '30 zł', 'hunter’s stew, sauerkraut, kiełbasa, prunes'],
      ['PLACKI ZIEMNIACZANE', '27 zł', 'potato pancakes, sour cream'],
      ['GULASZ WIEPRZOWY', '34 zł', 'pork goulash, buckwheat'],
      ['KOPYTKA', '26 zł', 'potato dumplings, mushroom sauce'],
    ]),
    section(
      'Dodatki',
      [
        ['ZIEMNIAKI Z KOPERKIEM'],
        ['KASZA GRYCZANA'],
        ['MIZERIA'],
        ['SURÓWKA Z MARCHEWKI'],
        ['BURACZKI'],
      ],
      { price: '8 zł', priceStyle: 'line', priceLine: 'Wszystkie dodatki 8 zł' },
    ),
    section('Desery i napoje', [
      ['SERNIK KRAKOWSKI', '16 zł', 'baked cheesecake, lattice top'],
      ['SZARLOTKA', '15 zł', 'apple cake, cinnamon'],
      ['KOMPOT', '7 zł', 'house fruit compote'],
      ['KEFIR', '6 zł'],
    ]),
  ],
};
