// Provençal country restaurant: two columns of centred items with the price under the
// description, headings typed letter by letter ("E N T R É E S"), "24 €" prices.
import { section } from '../model.mjs';

export const masProvence = {
  id: 'mas-provence',
  title: 'Le Mas des Oliviers',
  tagline: 'Cuisine provençale · Saint-Rémy-de-Provence',
  cuisine: 'Provençal',
  currency: 'EUR',
  split: 'tune',
  design: {
    layout: 'centered',
    item: 'below',
    columns: 2,
    heading: 'spaced',
    font: 'serif',
    headFont: 'serif',
    size: 14,
    theme: 'cream',
    page: 'A4',
    gap: 11,
  },
  formats: {
    pdf: {},
    png: {},
    photo: { angle: -3.3 },
    txt: { style: 'columns', colWidth: 38, heading: 'plain' },
  },
  footer: 'Prix nets, service compris.',
  sections: [
    section('Entrées', [
      ['Tapenade et anchoïade', '12 €', 'black olive and anchovy dips, crudités'],
      ['Soupe au pistou', '14 €', 'summer vegetables, basil, parmesan', 'V'],
      ['Pissaladière', '13 €', 'onion tart, anchovies, olives'],
      ['Petits farcis', '16 €', 'stuffed courgettes, tomatoes, onions'],
      ['Salade niçoise', '17 €', 'tuna, egg, beans, olives, anchovies'],
    ]),
    section('Poissons', [
      ['Bourride sétoise', '29 €', 'monkfish, aïoli broth'],
      ['Loup grillé au fenouil', '32 €', 'sea bass, fennel, pastis butter'],
      ['Brandade de morue', '24 €', 'salt cod, olive oil, garlic'],
      ['Rougets à la tapenade', '28 €', 'red mullet, olive crust'],
    ]),
    section('Viandes', [
      ['Daube provençale', '27 €', 'beef in red wine, orange peel, olives'],
      ['Carré d’agneau', '34 €', 'Sisteron lamb, herbs of Provence'],
      ['Pieds et paquets', '25 €', 'Marseille tripe parcels, tomato'],
      ['Poulet au pastis', '24 €', 'roast chicken, fennel, potatoes'],
    ]),
    section('Légumes', [
      ['Ratatouille', '9 €', 'slow-cooked summer vegetables', 'VG'],
      ['Tian de légumes', '9 €', 'baked courgette, tomato, aubergine', 'VG'],
      ['Panisses', '8 €', 'chickpea fritters', 'VG'],
    ]),
    section('Fromages et desserts', [
      ['Banon AOP', '11 €', 'goat cheese in chestnut leaves, honey', 'V'],
      ['Tarte tropézienne', '10 €', 'brioche, orange-blossom cream', 'V'],
      ['Nougat glacé', '10 €', 'frozen nougat, raspberry coulis', 'V'],
      ['Calissons d’Aix', '8 €', 'almond and melon sweets', 'V'],
      ['Fraises au vin rouge', '9 €', 'Carpentras strawberries, red wine', 'VG'],
    ]),
  ],
};
