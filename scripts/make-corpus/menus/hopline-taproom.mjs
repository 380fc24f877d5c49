// Brewery taproom list: a table of beers (Beer | Style | Half | Pint) with two prices per beer,
// while cans and food use a plain Item | Notes | Price table, as in the bar's Word document.
import { section } from '../model.mjs';

const PLAIN = [
  { key: 'name', label: 'Item', width: '40%' },
  { key: 'desc', label: 'Notes', width: '44%' },
  { key: 'price', label: 'Price', width: '16%' },
];

export const hoplineTaproom = {
  id: 'hopline-taproom',
  title: 'Hopline Brewing Co. Taproom',
  tagline: 'Brewed 20 feet from your glass · Half pint / Pint',
  cuisine: 'Brewery taproom',
  currency: 'GBP',
  split: 'holdout',
  design: {
    layout: 'table',
    heading: 'caps',
    font: 'condensed',
    headFont: 'condensed',
    size: 17,
    theme: 'slate',
    page: 'Letter',
    gap: 8,
    table: [
      { key: 'name', label: 'Beer', width: '34%' },
      { key: 'desc', label: 'Style', width: '40%' },
      { key: 'price:0', label: 'Half', width: '13%' },
      { key: 'price:1', label: 'Pint', width: '13%' },
    ],
  },
  formats: {
    docx: { style: 'table', titleStyle: 'Heading1', sectionStyle: 'Heading2' },
    photo: { angle: -5.5 },
    txt: { style: 'table', heading: 'caps', underline: true, tableDesc: true },
  },
  sections: [
    section('On Tap', [
      ['Lines & Lights', ['3.10', '5.90'], 'Pale Ale · 4.2%'],
      ['Switchback', ['3.40', '6.40'], 'West Coast IPA · 6.5%'],
      ['Signal Box', ['3.20', '6.10'], 'Best Bitter · 4.0%'],
      ['Overhead Wire', ['3.60', '6.80'], 'Double IPA · 8.0%'],
      ['Night Mail', ['3.30', '6.20'], 'Oatmeal Stout · 5.1%'],
      ['Platform Nine', ['3.00', '5.60'], 'Helles Lager · 4.5%'],
      ['Junction Sour', ['3.50', '6.60'], 'Raspberry Gose · 4.8%'],
      ['Ghost Train', ['3.40', '6.40'], 'Hazy Pale · 5.4%'],
    ]),
    section('Guest Taps', [
      ['Kernel Table Beer', ['2.90', '5.40'], 'Table Beer · 3.0%'],
      ['Cloudwater DIPA', ['4.20', '7.90'], 'Double IPA · 8.5%'],
      ['Thatchers Heritage', ['3.00', '5.70'], 'Cider · 4.9%'],
    ]),
    section(
      'Cans to Take Away',
      [
        ['Switchback 4-pack', '15', '440ml cans'],
        ['Night Mail 4-pack', '14', '440ml cans'],
        ['Mixed Case of 12', '42'],
      ],
      { table: PLAIN },
    ),
    section(
      'Food',
      [
        ['Pork Pie', '5', 'English mustard'],
        ['Scotch Egg', '6.5'],
        ['Nachos', '9', 'cheese, jalapeños, salsa, sour cream', 'V'],
        ['Smash Burger', '12', 'double patty, American cheese, pickles'],
        ['Loaded Fries', '7.5', 'beer cheese sauce, spring onion', 'V'],
        ['Crisps', '2', null, 'VG'],
      ],
      { table: PLAIN },
    ),
  ],
};
