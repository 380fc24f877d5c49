// Roman trattoria: single column, dot leaders, CSS letter-spaced Italian headings, euro prices
// printed as bare integers and ",50" decimals.
import { section } from '../model.mjs';

export const trattoriaRoma = {
  id: 'trattoria-roma',
  title: 'Trattoria da Roma',
  tagline: 'Cucina romana dal 1987 · Via dei Coronari 41',
  cuisine: 'Italian trattoria',
  currency: 'EUR',
  split: 'tune',
  design: {
    layout: 'list',
    item: 'leaders',
    heading: 'tracking',
    font: 'serif',
    theme: 'cream',
    page: 'A4',
  },
  formats: { pdf: {}, png: {}, txt: { style: 'spaced' } },
  footer: 'Coperto 2,50 a persona · Pane e acqua inclusi',
  sections: [
    section('Antipasti', [
      ['Supplì al telefono', '6', 'fried rice croquettes, tomato ragù, molten mozzarella'],
      ['Carciofo alla giudia', '9', 'whole artichoke fried twice, lemon', 'V'],
      ['Burrata e alici', '13', 'Puglian burrata, Cantabrian anchovies, grilled bread'],
      ['Fiori di zucca', '10', 'courgette flowers, mozzarella, anchovy, light batter'],
      ['Tagliere misto', '18', 'prosciutto, coppa, pecorino romano, pickled vegetables'],
      ['Puntarelle', '8,50', 'chicory shoots, garlic and anchovy dressing'],
    ]),
    section('Primi', [
      ['Cacio e pepe', '14', 'tonnarelli, pecorino romano, black pepper', 'V'],
      ['Carbonara', '15', 'rigatoni, guanciale, egg yolk, pecorino'],
      ['Amatriciana', '14', 'bucatini, guanciale, San Marzano tomato'],
      ['Gricia', '14', 'mezze maniche, guanciale, pecorino, black pepper'],
      ['Gnocchi del giovedì', '13,50', 'Thursdays only: potato gnocchi, beef sugo'],
      ['Fettuccine ai funghi', '16', 'porcini, garlic, parsley, butter', 'V'],
    ]),
    section('Secondi', [
      ['Saltimbocca alla romana', '21', 'veal escalope, sage, prosciutto, white wine'],
      ['Coda alla vaccinara', '22', 'oxtail braised with celery, cocoa and pine nuts'],
      ['Abbacchio scottadito', '24', 'grilled lamb chops, rosemary potatoes'],
      ['Baccalà in umido', '19', 'salt cod stewed with tomato, olives, raisins'],
      ['Pollo con i peperoni', '18', 'free-range chicken, sweet peppers'],
    ]),
    section('Contorni', [
      ['Cicoria ripassata', '6', null, 'VG'],
      ['Patate al forno', '6', null, 'VG'],
      ['Insalata verde', '5,50', null, 'VG'],
    ]),
    section('Dolci', [
      ['Tiramisù della casa', '7'],
      ['Crostata di visciole', '7,50', 'sour cherry and ricotta tart'],
      ['Panna cotta', '6,50', 'with wild berry sauce'],
      ['Maritozzo con la panna', '5'],
    ]),
  ],
};
