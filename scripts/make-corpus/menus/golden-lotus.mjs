// Cantonese dim sum house: three columns on a landscape page, numbered items ("D1."), prices
// without a currency sign and no descriptions, like a tick-box yum cha order sheet.
import { section } from '../model.mjs';

const coded = (prefix, list) =>
  list.map(([name, price, marks], k) => ({ code: `${prefix}${k + 1}`, name, price, marks }));

export const goldenLotus = {
  id: 'golden-lotus',
  title: 'Golden Lotus Dim Sum',
  tagline: 'Yum cha daily 10am – 3pm · Tea $2.50 per person',
  cuisine: 'Chinese dim sum',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'list',
    columns: 3,
    item: 'leaders',
    heading: 'caps',
    font: 'sans',
    size: 14,
    theme: 'white',
    page: 'Letter landscape',
    gap: 5,
    rule: true,
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading1', codes: 'dot' },
    png: {},
  },
  sections: [
    section(
      'Steamed',
      coded('D', [
        ['Har Gow (4)', '6.80'],
        ['Siu Mai (4)', '6.50'],
        ['Scallop Dumplings (3)', '7.80'],
        ['Chiu Chow Dumplings (3)', '5.90'],
        ['Xiao Long Bao (4)', '7.50'],
        ['Pork Spare Ribs in Black Bean', '5.90'],
        ['Phoenix Claws', '5.50'],
        ['Vegetable Crystal Dumplings (3)', '5.80', 'VG'],
        ['Beef Meatballs', '5.50'],
        ['Sticky Rice in Lotus Leaf', '6.90'],
      ]),
    ),
    section(
      'Buns',
      coded('B', [
        ['BBQ Pork Buns (3)', '5.90'],
        ['Baked Char Siu Bao (3)', '6.20'],
        ['Custard Buns (3)', '5.50', 'V'],
        ['Salted Egg Lava Buns (3)', '6.80', 'V'],
      ]),
    ),
    section(
      'Rice Rolls',
      coded('R', [
        ['Shrimp Cheung Fun', '7.50'],
        ['BBQ Pork Cheung Fun', '6.90'],
        ['Beef & Coriander Cheung Fun', '6.90'],
        ['Fried Dough Cheung Fun', '6.50', 'VG'],
      ]),
    ),
    section(
      'Fried',
      coded('F', [
        ['Spring Rolls (3)', '5.50', 'VG'],
        ['Taro Puffs (3)', '6.20'],
        ['Turnip Cake', '5.80'],
        ['Shrimp Wontons (5)', '6.50'],
        ['Sesame Balls (3)', '5.20', 'VG'],
        ['Salt & Pepper Squid', '9.80'],
      ]),
    ),
    section(
      'Congee & Noodles',
      coded('N', [
        ['Preserved Egg & Pork Congee', '8.50'],
        ['Fish Congee', '9.20'],
        ['Beef Chow Fun', '14.50'],
        ['Singapore Noodles', '13.80'],
        ['Wonton Noodle Soup', '11.50'],
      ]),
    ),
    section(
      'Desserts',
      coded('S', [
        ['Egg Tarts (3)', '5.50', 'V'],
        ['Mango Pudding', '5.80', 'V'],
        ['Sweet Tofu Pudding', '5.20', 'VG'],
      ]),
    ),
  ],
};
