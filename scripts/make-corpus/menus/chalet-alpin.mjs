// Swiss mountain restaurant: single column with dot leaders, typed letter-spaced headings
// ("F O N D U E"), Swiss franc prices written "CHF 24", an all-prices footer.
import { section } from '../model.mjs';

export const chaletAlpin = {
  id: 'chalet-alpin',
  title: 'Chalet Alpin',
  tagline: 'Bergrestaurant · Zermatt · 2’222 m ü. M.',
  cuisine: 'Swiss alpine',
  currency: 'CHF',
  split: 'tune',
  design: {
    layout: 'list',
    item: 'leaders',
    heading: 'spaced',
    font: 'serif',
    headFont: 'serif',
    size: 15,
    theme: 'paper',
    page: 'A4',
    gap: 8,
  },
  formats: {
    pdf: {},
    photo: { angle: 8.2, keystone: 0.02 },
    txt: { style: 'spaced', width: 58, heading: 'caps' },
  },
  footer: 'Alle Preise in CHF inkl. 8,1 % MwSt. · Herkunft Fleisch: Schweiz',
  sections: [
    section('Vorspeisen', [
      ['Bündner Gerstensuppe', 'CHF 12', 'barley soup with dried beef'],
      ['Walliser Trockenfleisch', 'CHF 24', 'air-dried beef, rye bread, butter'],
      ['Nüsslisalat', 'CHF 15', 'lamb’s lettuce, egg, bacon, croutons'],
      ['Alpkäse-Plättli', 'CHF 19', 'three mountain cheeses, pear bread', 'V'],
    ]),
    section('Fondue & Raclette', [
      ['Fondue moitié-moitié', 'CHF 32', 'Gruyère and Vacherin, bread, potatoes — per person', 'V'],
      ['Fondue mit Tomaten', 'CHF 34', 'per person', 'V'],
      ['Raclette à discrétion', 'CHF 38', 'potatoes, pickles, onions', 'V'],
      ['Raclette Portion', 'CHF 9', 'one serving'],
    ]),
    section('Hauptgerichte', [
      ['Zürcher Geschnetzeltes', 'CHF 42', 'veal in cream sauce, rösti'],
      ['Älplermagronen', 'CHF 26', 'macaroni, potato, cheese, apple sauce', 'V'],
      ['Rösti mit Spiegelei', 'CHF 24', 'fried egg, mountain cheese', 'V'],
      ['Kalbsbratwurst', 'CHF 27', 'onion sauce, rösti'],
      ['Hirschpfeffer', 'CHF 46', 'venison ragout, spätzli, red cabbage'],
      ['Forelle blau', 'CHF 39', 'lake trout, boiled potatoes, butter'],
    ]),
    section('Desserts', [
      ['Meringue mit Doppelrahm', 'CHF 14', 'Gruyère double cream, berries'],
      ['Vermicelles', 'CHF 13', 'chestnut purée, cream'],
      ['Apfelküchlein', 'CHF 12', 'vanilla sauce'],
      ['Coupe Danemark', 'CHF 13'],
    ]),
    section('Getränke', [
      ['Rivella', 'CHF 5'],
      ['Heisse Schokolade', 'CHF 6'],
      ['Fendant (1 dl)', 'CHF 7'],
      ['Kaffee Luz', 'CHF 9'],
    ]),
  ],
};
