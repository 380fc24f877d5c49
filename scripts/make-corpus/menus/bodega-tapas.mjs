// Spanish tapas bar: dish name in bold and description in italic on the same line, the price
// pushed to the right; "€6,50" prices with a decimal comma.
import { section } from '../model.mjs';

export const bodegaTapas = {
  id: 'bodega-tapas',
  title: 'La Bodega del Puerto',
  tagline: 'Tapas · Raciones · Vinos de Jerez',
  cuisine: 'Spanish tapas',
  currency: 'EUR',
  split: 'holdout',
  design: {
    layout: 'list',
    item: 'inline',
    heading: 'caps',
    font: 'serif',
    size: 15,
    theme: 'cream',
    page: 'A4',
    gap: 8,
  },
  formats: {
    pdf: {},
    docx: { style: 'inline', titleStyle: 'Title', sectionStyle: 'Heading1' },
    photo: { angle: 2.4 },
  },
  sections: [
    section('Para picar', [
      ['Pan con tomate', '€3,50', 'grilled bread, grated tomato, olive oil', 'VG'],
      ['Aceitunas aliñadas', '€3,00', 'marinated gordal olives', 'VG'],
      ['Almendras fritas', '€3,50', 'fried marcona almonds, sea salt', 'VG'],
      ['Pimientos de Padrón', '€6,50', 'blistered peppers, flaky salt', 'VG'],
      ['Boquerones', '€6,00', 'white anchovies in vinegar and garlic'],
    ]),
    section('Tapas calientes', [
      ['Patatas bravas', '€5,50', 'spicy tomato sauce and alioli', 'V'],
      ['Croquetas de jamón', '€7,00', 'six creamy ham croquettes'],
      ['Gambas al ajillo', '€11,50', 'prawns sizzled in garlic and chilli oil'],
      ['Tortilla española', '€6,50', 'potato and onion omelette, served warm', 'V'],
      ['Chorizo a la sidra', '€7,50', 'chorizo braised in Asturian cider'],
      ['Pulpo a la gallega', '€14,00', 'octopus, potato, paprika'],
      ['Albóndigas', '€8,00', 'pork and beef meatballs in tomato sauce'],
      ['Huevos rotos', '€9,50', 'fried eggs over chips with jamón'],
    ]),
    section('Embutidos y quesos', [
      ['Jamón ibérico de bellota', '€22,00', 'hand-carved, 80 g'],
      ['Lomo ibérico', '€12,00', 'cured pork loin'],
      ['Manchego curado', '€9,00', 'twelve months, quince paste', 'V'],
      ['Tabla mixta', '€19,50', 'selection of cured meats and cheeses'],
    ]),
    section('Raciones', [
      ['Paella de marisco', '€19,00', 'per person, minimum two, 30 minutes'],
      ['Secreto ibérico', '€18,50', 'grilled pork shoulder, romesco'],
      ['Calamares a la andaluza', '€12,00', 'fried squid, lemon'],
    ]),
    section('Postres', [
      ['Crema catalana', '€6,00'],
      ['Tarta de queso', '€6,50', 'burnt Basque cheesecake'],
      ['Churros con chocolate', '€6,00'],
    ]),
  ],
};
