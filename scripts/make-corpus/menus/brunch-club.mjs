// Weekend brunch spot: small-caps headings, bold name and regular description on one line with
// the price straight after the description, integer prices with no currency sign.
import { section } from '../model.mjs';

export const brunchClub = {
  id: 'brunch-club',
  title: 'Sunday Brunch Club',
  tagline: 'Saturday & Sunday 9am – 3pm · No reservations',
  cuisine: 'Brunch',
  currency: 'USD',
  split: 'holdout',
  design: {
    layout: 'list',
    item: 'inline',
    inlinePrice: 'end',
    desc: 'plain',
    heading: 'small-caps',
    font: 'dejavu-serif',
    headFont: 'dejavu-serif',
    size: 15,
    theme: 'paper',
    page: 'Letter',
    gap: 10,
    priceBold: true,
  },
  formats: {
    pdf: {},
    docx: { style: 'inline', titleStyle: 'Title', sectionStyle: 'Heading2', desc: 'plain' },
    photo: { angle: -2.2 },
  },
  sections: [
    section('Something Sweet', [
      ['Ricotta Hotcakes', '17', 'honeycomb butter, berries, maple', 'V'],
      ['Brioche French Toast', '16', 'caramelised banana, mascarpone, pecans', 'V'],
      ['Cinnamon Roll', '7', 'cream cheese glaze', 'V'],
      ['Greek Yoghurt Parfait', '11', 'house granola, poached rhubarb', 'V'],
    ]),
    section('Eggs', [
      ['Eggs Benedict', '18', 'ham hock, hollandaise, English muffin'],
      ['Eggs Royale', '20', 'smoked salmon, hollandaise, chives'],
      ['Shakshuka', '17', 'baked eggs, spiced tomato, feta, flatbread', 'V'],
      ['Big Breakfast', '22', 'eggs, bacon, sausage, beans, mushrooms, toast'],
      ['Huevos Rancheros', '17', 'black beans, corn tortillas, salsa roja', 'V'],
      ['Avocado Toast', '15', 'poached egg, chili flakes, lime — add bacon 4'],
    ]),
    section('Something Savoury', [
      ['Chicken & Waffles', '21', 'buttermilk fried chicken, hot honey'],
      ['Breakfast Burrito', '16', 'chorizo, scrambled eggs, potato, cheese'],
      ['Croque Madame', '18', 'ham, gruyère, béchamel, fried egg'],
      ['Smoked Trout Hash', '19', 'crispy potatoes, horseradish cream'],
    ]),
    section('Sides', [
      ['Streaky Bacon', '5'],
      ['Pork Sausage', '5'],
      ['Hash Browns', '5', null, 'VG'],
      ['Sourdough Toast', '3', null, 'VG'],
    ]),
    section('Drinks', [
      ['Bottomless Mimosas', '24', '90 minutes, with any main'],
      ['Bloody Mary', '13', 'vodka, spiced tomato, celery salt'],
      ['Espresso Martini', '15'],
      ['Fresh Orange Juice', '6'],
      ['Cold Brew', '5'],
    ]),
  ],
};
