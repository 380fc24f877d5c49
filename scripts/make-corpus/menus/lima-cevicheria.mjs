// Lima cevichería: centred dishes with the price right after the name, prices in soles
// ("S/ 38"), Spanish dish names with English descriptions.
import { section } from '../model.mjs';

export const limaCevicheria = {
  id: 'lima-cevicheria',
  title: 'La Mar Chica',
  tagline: 'Cevichería limeña · Miraflores',
  cuisine: 'Peruvian',
  currency: 'PEN',
  split: 'tune',
  design: {
    layout: 'centered',
    item: 'after',
    heading: 'caps',
    font: 'sans',
    headFont: 'serif',
    size: 15,
    theme: 'white',
    page: 'A4',
    gap: 11,
  },
  formats: {
    pdf: {},
    photo: { angle: 1.3, dim: 0.76 },
    docx: { style: 'spaced', titleStyle: 'Title', sectionStyle: 'Heading1', spaces: 4 },
  },
  sections: [
    section('Ceviches', [
      ['Ceviche Clásico', 'S/ 38', 'catch of the day, leche de tigre, sweet potato, choclo'],
      ['Ceviche Mixto', 'S/ 44', 'fish, octopus, squid, prawns'],
      ['Ceviche Nikkei', 'S/ 46', 'tuna, soy, sesame, avocado'],
      ['Leche de Tigre', 'S/ 26', 'served in a glass with crispy squid'],
    ]),
    section('Tiraditos', [
      ['Tiradito al Ají Amarillo', 'S/ 36', 'thin sliced fish, yellow chili cream'],
      ['Tiradito Bachiche', 'S/ 38', 'basil and parmesan sauce'],
      ['Tiradito de Pulpo', 'S/ 40', 'octopus, olive sauce'],
    ]),
    section('Causas', [
      ['Causa de Pollo', 'S/ 24', 'yellow potato, chicken, avocado, mayo'],
      ['Causa de Cangrejo', 'S/ 32', 'crab, rocoto, quail egg'],
      ['Causa Vegetariana', 'S/ 22', 'grilled vegetables, huancaína', 'V'],
    ]),
    section('Calientes', [
      ['Lomo Saltado', 'S/ 52', 'beef, tomato, onion, fries, rice'],
      ['Arroz con Mariscos', 'S/ 48', 'seafood rice, salsa criolla'],
      ['Jalea Mixta', 'S/ 50', 'fried seafood, yucca, tartar'],
      ['Ají de Gallina', 'S/ 38', 'creamy chicken, yellow chili, walnuts'],
      ['Chicharrón de Pescado', 'S/ 42', 'fried fish, lime, salsa criolla'],
    ]),
    section('Postres y Bebidas', [
      ['Suspiro a la Limeña', 'S/ 18', 'manjar blanco, port meringue'],
      ['Picarones', 'S/ 16', 'sweet potato doughnuts, chancaca syrup'],
      ['Chicha Morada', 'S/ 12', 'purple corn, pineapple, cinnamon'],
      ['Pisco Sour', 'S/ 28'],
      ['Inca Kola', 'S/ 8'],
    ]),
  ],
};
