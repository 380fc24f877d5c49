// Tbilisi supra house: two columns, bold name and italic description running on one line with the
// price straight after, headings spaced with CSS letter-spacing, bare prices in lari.
import { section } from '../model.mjs';

export const tbilisiSupra = {
  id: 'tbilisi-supra',
  title: 'Supra',
  tagline: 'Georgian kitchen & qvevri wine · Sololaki, Tbilisi',
  intro: 'Prices in GEL.',
  cuisine: 'Georgian',
  currency: 'GEL',
  split: 'tune',
  design: {
    layout: 'list',
    columns: 2,
    item: 'inline',
    inlinePrice: 'end',
    heading: 'tracking',
    font: 'serif',
    headFont: 'sans',
    size: 14,
    theme: 'white',
    page: 'A4',
    gap: 8,
  },
  formats: {
    pdf: {},
    photo: { angle: 1.4 },
    docx: { style: 'inline', titleStyle: 'Title', sectionStyle: 'Heading1' },
    txt: { style: 'inline', heading: 'caps', dash: '–' },
  },
  sections: [
    section('Cold Starters', [
      ['Pkhali', '14', 'spinach and beetroot walnut pâtés, pomegranate', 'VG'],
      ['Badrijani Nigvzit', '16', 'aubergine rolls, walnut paste', 'VG'],
      ['Jonjoli', '9', 'pickled bladdernut, red onion', 'VG'],
      ['Georgian Salad', '15', 'tomato, cucumber, walnut dressing', 'VG'],
      ['Sulguni', '12', 'fresh cheese, mint', 'V'],
    ]),
    section('Khachapuri', [
      ['Adjaruli', '24', 'boat-shaped, egg yolk, butter', 'V'],
      ['Imeruli', '18', 'round, sulguni and imeruli cheese', 'V'],
      ['Megruli', '22', 'double cheese on top', 'V'],
      ['Penovani', '12', 'flaky pastry, cheese', 'V'],
    ]),
    section('Khinkali', [
      ['Kalakuri', '2.5', 'beef and pork, per piece'],
      ['Mtiuluri', '2.5', 'lamb, herbs, per piece'],
      ['Soko', '2.2', 'mushroom, per piece', 'VG'],
      ['Kartopili', '2', 'potato, per piece', 'V'],
    ]),
    section('From the Fire', [
      ['Mtsvadi', '28', 'pork skewers, onion, tkemali'],
      ['Chakapuli', '32', 'lamb stewed with tarragon, sour plum'],
      ['Chkmeruli', '29', 'chicken in garlic-milk sauce'],
      ['Kharcho', '22', 'beef and walnut soup'],
      ['Lobio', '14', 'red beans in a clay pot, mchadi', 'VG'],
      ['Ojakhuri', '26', 'pork and potatoes, fried together'],
    ]),
    section('Sweets', [
      ['Churchkhela', '6', 'walnuts in grape must', 'VG'],
      ['Pelamushi', '9', 'grape pudding, walnuts', 'VG'],
      ['Gozinaki', '8', 'honey-walnut brittle', 'V'],
    ]),
    section('Qvevri Wine', [
      ['Rkatsiteli', '14', 'amber, Kakheti, glass'],
      ['Saperavi', '15', 'red, Kindzmarauli, glass'],
      ['Tsolikouri', '16', 'white, Imereti, glass'],
      ['Chacha', '8', 'grape brandy, 50 ml'],
    ]),
  ],
};
