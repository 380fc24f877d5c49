// Neapolitan pizzeria: two columns under a centred title, two sizes per pizza printed as
// "9,50 | 13,50" (Ø 30 cm | Ø 40 cm), a short description line, decimal-comma euro prices.
import { section } from '../model.mjs';

export const fornoPizzeria = {
  id: 'forno-pizzeria',
  title: 'Forno Vesuvio',
  tagline: 'Pizza napoletana · Forno a legna',
  intro: 'Pizza Ø 30 cm | Ø 40 cm',
  cuisine: 'Pizzeria',
  currency: 'EUR',
  split: 'holdout',
  design: {
    layout: 'list',
    columns: 2,
    item: 'right',
    heading: 'caps',
    font: 'sans',
    headFont: 'serif',
    size: 15,
    theme: 'white',
    page: 'A4',
    gap: 9,
    priceSep: ' | ',
  },
  formats: { pdf: {}, png: {}, photo: { angle: 2.9 } },
  footer: 'Glutenfreier Teig auf Anfrage +2,00 · Alle Preise inkl. MwSt.',
  sections: [
    section('Pizze Rosse', [
      ['Marinara', ['7,50', '10,50'], 'tomato, garlic, oregano', 'VG'],
      ['Margherita', ['8,50', '12,00'], 'tomato, fior di latte, basil', 'V'],
      ['Diavola', ['10,50', '14,50'], 'spicy salami, chilli'],
      ['Capricciosa', ['11,50', '15,50'], 'ham, mushrooms, artichokes, olives'],
      ['Napoli', ['10,00', '14,00'], 'anchovies, capers, oregano'],
      ['Prosciutto e Funghi', ['11,00', '15,00']],
      ['Calzone', ['11,50', '15,50'], 'ricotta, salami, tomato'],
    ]),
    section('Pizze Bianche', [
      [
        'Quattro Formaggi',
        ['11,50', '15,50'],
        'fior di latte, gorgonzola, taleggio, parmesan',
        'V',
      ],
      ['Salsiccia e Friarielli', ['12,00', '16,00'], 'fennel sausage, broccoli rabe'],
      ['Mortadella e Pistacchio', ['13,50', '18,00'], 'burrata, pistachio pesto'],
      ['Tartufo', ['14,50', '19,50'], 'truffle cream, mushrooms', 'V'],
    ]),
    section('Antipasti', [
      ['Bruschetta', '6,50', null, 'VG'],
      ['Burrata', '9,50', 'cherry tomatoes, basil oil', 'V'],
      ['Frittatina', '5,50', 'fried pasta with ragù and peas'],
      ['Insalata Mista', '6,00', null, 'VG'],
    ]),
    section('Dolci', [
      ['Tiramisù', '6,50'],
      ['Pizza Nutella', '8,00'],
      ['Babà al Rum', '6,00'],
    ]),
  ],
};
