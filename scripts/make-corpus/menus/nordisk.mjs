// Copenhagen Nordic bistro: dish name in bold and description in italic on one line with the
// price at the right, "145 kr" prices, mixed-case headings marked by size only.
import { section } from '../model.mjs';

export const nordisk = {
  id: 'nordisk',
  title: 'Nordisk Køkken',
  tagline: 'Seasonal Nordic kitchen · Frokost & aftensmad',
  cuisine: 'Scandinavian',
  currency: 'DKK',
  split: 'holdout',
  design: {
    layout: 'list',
    item: 'inline',
    heading: 'plain',
    font: 'sans',
    headFont: 'serif',
    size: 14,
    theme: 'white',
    page: 'A4',
    gap: 8,
  },
  formats: {
    pdf: {},
    docx: { style: 'inline', titleStyle: 'Title', sectionStyle: 'Heading2' },
    png: {},
  },
  sections: [
    section('Smørrebrød', [
      ['Æg og rejer', '145 kr', 'hand-peeled shrimp, egg, dill mayonnaise'],
      ['Stjerneskud', '165 kr', 'fried plaice, steamed fish, shrimp, caviar'],
      ['Leverpostej', '95 kr', 'warm liver pâté, bacon, mushrooms, pickles'],
      ['Kartoffel', '105 kr', 'new potatoes, chives, crispy onion', 'V'],
      ['Roastbeef', '125 kr', 'remoulade, horseradish, fried onion'],
      ['Marineret sild', '105 kr', 'pickled herring, red onion, capers'],
    ]),
    section('Forretter', [
      ['Rimmed cod', '135 kr', 'cured cod, buttermilk, cucumber'],
      ['Jerusalem artichoke', '120 kr', 'hazelnut, brown butter', 'V'],
      ['Beef tartare', '145 kr', 'smoked egg yolk, rye crisp'],
    ]),
    section('Hovedretter', [
      ['Stegt flæsk', '210 kr', 'crispy pork belly, parsley sauce, potatoes'],
      ['Hake', '265 kr', 'mussel sauce, leeks, dill'],
      ['Frikadeller', '195 kr', 'pork meatballs, pickled red cabbage'],
      ['Celeriac steak', '195 kr', 'mushroom broth, lovage', 'VG'],
      ['Lamb shoulder', '275 kr', 'kale, lingonberries'],
    ]),
    section('Dessert', [
      ['Koldskål', '85 kr', 'buttermilk soup, kammerjunker biscuits'],
      ['Risalamande', '95 kr', 'rice pudding, cherry sauce'],
      ['Rhubarb & sorrel', '95 kr', 'sorrel granita, yoghurt'],
    ]),
    section('Drikkevarer', [
      ['Akvavit', '65 kr', 'Aalborg Taffel, 2 cl'],
      ['Draft beer', '75 kr', 'Mikkeller, 40 cl'],
      ['Natural wine', '95 kr', 'by the glass'],
      ['Elderflower soda', '45 kr'],
    ]),
  ],
};
