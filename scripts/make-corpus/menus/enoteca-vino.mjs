// Italian enoteca: a wine list grouped under WINE / FOOD group headings, small-caps sections,
// glass / bottle prices printed "9 / 32" (bottle-only wines have one price), single column,
// prices pushed right.
import { section } from '../model.mjs';

export const enotecaVino = {
  id: 'enoteca-vino',
  title: 'Enoteca Vino Vero',
  tagline: 'Wine bar · Cicchetti · Glass / Bottle',
  cuisine: 'Italian wine bar',
  currency: 'USD',
  split: 'tune',
  design: {
    layout: 'list',
    item: 'right',
    heading: 'small-caps',
    font: 'serif',
    headFont: 'serif',
    size: 14,
    theme: 'cream',
    page: 'Letter',
    multiPage: true,
    gap: 7,
  },
  formats: {
    pdf: {},
    docx: { style: 'tabs', titleStyle: 'Title', sectionStyle: 'Heading2' },
    txt: { style: 'spaced', width: 64, heading: 'plain' },
  },
  sections: [
    section(
      'Bollicine',
      [
        ['Prosecco Superiore, Bisol', ['12', '48'], 'Valdobbiadene'],
        ['Franciacorta Brut, Ca’ del Bosco', ['18', '78'], 'Lombardia'],
        ['Lambrusco di Sorbara, Paltrinieri', ['11', '42'], 'Emilia-Romagna'],
      ],
      { group: 'WINE' },
    ),
    section(
      'Bianchi',
      [
        ['Soave Classico, Pieropan', ['12', '46'], 'Veneto'],
        ['Vermentino, Argiolas', ['11', '42'], 'Sardegna'],
        ['Fiano di Avellino, Mastroberardino', ['14', '54'], 'Campania'],
        ['Etna Bianco, Benanti', ['15', '58'], 'Sicilia'],
        ['Verdicchio, Bucci', '64', 'Marche'],
        ['Friulano, Ronco del Gnemiz', '72', 'Friuli'],
      ],
      { group: 'WINE' },
    ),
    section(
      'Rossi',
      [
        ['Chianti Classico, Fèlsina', ['14', '54'], 'Toscana'],
        ['Barbera d’Alba, Vietti', ['13', '50'], 'Piemonte'],
        ['Montepulciano d’Abruzzo, Emidio Pepe', ['16', '62'], 'Abruzzo'],
        ['Nero d’Avola, COS', ['12', '46'], 'Sicilia'],
        ['Valpolicella Ripasso, Zenato', ['15', '58'], 'Veneto'],
        ['Brunello di Montalcino, Il Poggione', '135', 'Toscana'],
        ['Barolo, Bartolo Mascarello', '220', 'Piemonte'],
        ['Amarone, Allegrini', '150', 'Veneto'],
      ],
      { group: 'WINE' },
    ),
    section(
      'Cicchetti',
      [
        ['Baccalà Mantecato', '9', 'whipped salt cod, grilled polenta'],
        ['Sarde in Saor', '10', 'sweet and sour sardines, onions, raisins'],
        ['Arancini', '8', 'saffron, mozzarella', 'V'],
        ['Polpette', '11', 'veal meatballs, tomato'],
        ['Crostini di Fegatini', '9', 'chicken liver pâté'],
      ],
      { group: 'FOOD', pageBreak: true },
    ),
    section(
      'Salumi e Formaggi',
      [
        ['Prosciutto di San Daniele', '14'],
        ['Mortadella Bologna', '11'],
        ['Parmigiano Reggiano 36 mesi', '12', null, 'V'],
        ['Gorgonzola Dolce', '11', 'honey, walnuts', 'V'],
        ['Tagliere Misto', '26', 'three meats, three cheeses'],
      ],
      { group: 'FOOD' },
    ),
  ],
};
