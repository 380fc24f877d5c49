// Zurich oyster and champagne bar: tables with 6 pcs | 12 pcs oyster prices and Glass | Bottle |
// Magnum columns (some wines by the bottle only), uppercase headings, "CHF 34.00" prices in
// the food table.
import { section } from '../model.mjs';

const OYSTERS = [
  { key: 'name', label: 'Oysters', width: '34%' },
  { key: 'origin', label: 'Origin', width: '38%' },
  { key: 'price:0', label: '6 pcs', width: '14%' },
  { key: 'price:1', label: '12 pcs', width: '14%' },
];
const FOOD = [
  { key: 'name', label: 'Dish', width: '30%' },
  { key: 'desc', label: '', width: '52%' },
  { key: 'price', label: 'CHF', width: '18%' },
];
const oyster = (name, origin, six, twelve) => ({ name, origin, price: [six, twelve] });
const wine = (name, origin, glass, bottle, magnum) => ({
  name,
  origin,
  price: [glass, bottle, magnum],
});

export const perleChampagneBar = {
  id: 'perle-champagne-bar',
  title: 'Perle',
  tagline: 'Oyster & Champagne Bar · Niederdorf, Zürich',
  intro: 'Prices in CHF, VAT included. Glass 10 cl.',
  cuisine: 'Oyster & champagne bar',
  currency: 'CHF',
  split: 'tune',
  design: {
    layout: 'table',
    heading: 'caps',
    font: 'sans',
    headFont: 'serif',
    size: 14,
    theme: 'slate',
    page: 'A4',
    table: [
      { key: 'name', label: 'Champagne', width: '38%' },
      { key: 'origin', label: 'Village', width: '26%' },
      { key: 'price:0', label: 'Glass', width: '12%' },
      { key: 'price:1', label: 'Bottle', width: '12%' },
      { key: 'price:2', label: 'Magnum', width: '12%' },
    ],
  },
  formats: {
    pdf: {},
    png: {},
    photo: { angle: 3.0 },
    docx: { style: 'table', titleStyle: 'Title', sectionStyle: 'Heading1' },
  },
  sections: [
    section(
      'Oysters',
      [
        oyster('Fine de Claire No. 3', 'Marennes-Oléron, France', '27.00', '52.00'),
        oyster('Gillardeau No. 2', 'Charente-Maritime, France', '39.00', '76.00'),
        oyster('Belon 00', 'Brittany, France', '45.00', '88.00'),
        oyster('Kumamoto', 'Washington, USA', '36.00', '70.00'),
        oyster('Carlingford', 'Co. Louth, Ireland', '30.00', '58.00'),
      ],
      { table: OYSTERS },
    ),
    section('Brut', [
      wine('Billecart-Salmon Brut Réserve', 'Mareuil-sur-Aÿ', '19.00', '110.00', '230.00'),
      wine('Pol Roger Brut Réserve', 'Épernay', '18.00', '105.00', '220.00'),
      wine('Jacques Lassaigne Les Vignes de Montgueux', 'Montgueux', '', '128.00', ''),
      wine('Bollinger Special Cuvée', 'Aÿ', '22.00', '125.00', '260.00'),
      wine('Egly-Ouriet Grand Cru', 'Ambonnay', '', '185.00', ''),
    ]),
    section('Blanc de Blancs & Rosé', [
      wine('Pierre Péters Cuvée de Réserve', 'Le Mesnil-sur-Oger', '21.00', '118.00', ''),
      wine('Ruinart Blanc de Blancs', 'Reims', '26.00', '150.00', '310.00'),
      wine('Billecart-Salmon Rosé', 'Mareuil-sur-Aÿ', '27.00', '160.00', ''),
      wine('Laherte Frères Rosé de Meunier', 'Chavot', '', '115.00', ''),
    ]),
    section(
      'From the Kitchen',
      [
        ['Lobster Roll', 'CHF 34.00', 'brioche, lemon mayonnaise, chives'],
        ['Tuna Tartare', 'CHF 28.00', 'yuzu, avocado, sesame crisp'],
        ['Moules Marinières', 'CHF 32.00', 'white wine, shallots, frites'],
        ['Caviar Oscietra 30 g', 'CHF 120.00', 'blinis, crème fraîche'],
        ['Gruyère Gougères', 'CHF 12.00', 'five warm cheese puffs', 'V'],
        ['Frites', 'CHF 9.00', 'truffle salt', 'VG'],
      ],
      { table: FOOD },
    ),
  ],
};
