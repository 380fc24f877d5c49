// Taqueria board: typed letter-spaced headings ("T A C O S"), UPPERCASE dish names, and the taco
// price printed once in the section heading; add-ons stay in the description text.
import { section } from '../model.mjs';

export const taqueriaElSol = {
  id: 'taqueria-el-sol',
  title: 'Taquería El Sol',
  tagline: 'Tortillas hechas a mano · Cash & cards',
  cuisine: 'Mexican taqueria',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'list',
    item: 'right',
    heading: 'spaced',
    font: 'condensed',
    headFont: 'sans',
    size: 16,
    theme: 'paper',
    page: 'Letter',
    gap: 8,
    priceBold: true,
  },
  formats: { png: {}, photo: { angle: -8.5, dim: 0.8 }, txt: { style: 'tabs', heading: 'caps' } },
  footer: 'Salsa bar included · Corn or flour tortillas',
  sections: [
    section(
      'Tacos',
      [
        ['AL PASTOR', null, 'marinated pork from the trompo, pineapple, onion, cilantro'],
        ['CARNE ASADA', null, 'grilled steak, salsa roja'],
        ['CARNITAS', null, 'slow-cooked pork, pickled onion'],
        ['POLLO ASADO', null, 'citrus-marinated chicken'],
        ['LENGUA', null, 'braised beef tongue, salsa verde'],
        ['BARBACOA', null, 'beef cheek, consomé on the side'],
        ['CHORIZO', null, 'house chorizo, potato'],
        ['PESCADO', null, 'beer-battered cod, cabbage, chipotle crema'],
        ['HONGOS', null, 'mushrooms, epazote, queso fresco', 'V'],
      ],
      { price: '$4.50', priceStyle: 'heading' },
    ),
    section('Burritos', [
      ['BURRITO CLÁSICO', '$13.50', 'choice of meat, rice, beans, salsa — add guacamole +2'],
      ['BURRITO MOJADO', '$15.50', 'smothered in red sauce and melted cheese'],
      ['BURRITO DE FRIJOL', '$10.75', 'beans, rice, cheese', 'V'],
    ]),
    section('Especialidades', [
      ['QUESABIRRIA', '$15.95', 'three crispy tacos with cheese and birria consomé'],
      ['TORTA AHOGADA', '$13.95', 'carnitas roll drowned in spicy tomato sauce'],
      ['QUESADILLA', '$11.50', 'flour tortilla, Oaxaca cheese — add meat +3'],
      ['NACHOS SUPREMOS', '$12.95', 'beans, cheese, jalapeños, crema, pico de gallo'],
      ['ELOTE', '$5.50', 'grilled corn, mayo, cotija, chili', 'V'],
    ]),
    section('Bebidas', [
      ['HORCHATA', '$4.00'],
      ['JAMAICA', '$4.00'],
      ['MEXICAN COKE', '$3.75'],
      ['JARRITOS', '$3.25'],
    ]),
  ],
};
